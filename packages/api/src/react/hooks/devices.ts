import { deleteDevice, listDevices } from '../../contract/devices.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** Sign-ins happen on other devices all the time: the list is asked afresh each time it is shown. */
export const useDevices = queryHook(listDevices, { staleTime: 0 });

export const useDeleteDevice = mutationHook(deleteDevice, { invalidates: [listDevices] });
