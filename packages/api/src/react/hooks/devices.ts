// The React Query hooks of the endpoints in contract/devices.ts (one file per contract file, so a
// screen's bundle holds only the schemas of the endpoints it calls).
import { deleteDevice, listDevices } from '../../contract/devices.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** Sign-ins happen on other devices all the time: the list is asked afresh each time it is shown. */
export const useDevices = queryHook(listDevices, { staleTime: 0 });

export const useDeleteDevice = mutationHook(deleteDevice, { invalidates: [listDevices] });
