import { businessStats } from '../../contract/dashboard.js';
import { addStaff, listStaff, updateStaff } from '../../contract/staff.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

export const useStaffList = queryHook(listStaff);

/** The dashboard counts active staff. */
export const useAddStaff = mutationHook(addStaff, { invalidates: [listStaff, businessStats] });

export const useUpdateStaff = mutationHook(updateStaff, { invalidates: [listStaff, businessStats] });
