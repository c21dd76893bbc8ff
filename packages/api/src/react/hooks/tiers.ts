import { listTiers, updateTiers } from '../../contract/tiers.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useTiers = queryHook(listTiers);
export const useUpdateTiers = mutationHook(updateTiers, { invalidates: [listTiers] });
