import { listAuditEvents } from '../../contract/audit.js';
import { queryHook } from '../query-hook.js';

/** Every sign-in and change adds to the trail: asked afresh each time it is shown. */
export const useAuditEvents = queryHook(listAuditEvents, { staleTime: 0 });
