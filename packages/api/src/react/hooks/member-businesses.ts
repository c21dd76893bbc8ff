import {
  acceptBusiness,
  blockBusiness,
  leaveBusiness,
  listMemberBusinesses,
} from '../../contract/member-businesses.js';
import { listMemberSubscriptions } from '../../contract/member.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** The shops the member belongs to and what each may do: invitations, accepted and blocked ones. */
export const useMemberBusinesses = queryHook(listMemberBusinesses, { staleTime: 0 });

// A change of consent moves the shop between the pass's sections and the chat's contacts.
const changed = [listMemberBusinesses, listMemberSubscriptions];

export const useAcceptBusiness = mutationHook(acceptBusiness, { invalidates: changed });

export const useLeaveBusiness = mutationHook(leaveBusiness, { invalidates: changed });

export const useBlockBusiness = mutationHook(blockBusiness, { invalidates: changed });
