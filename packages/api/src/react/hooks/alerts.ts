import { getAlertSettings, listAlerts, updateAlert, updateAlertSettings } from '../../contract/alerts.js';
import { mutationHook } from '../mutation-hook.js';
import { queryHook } from '../query-hook.js';

/** Alerts are raised by the counter's operations at any time: asked afresh each time they are shown. */
export const useAlerts = queryHook(listAlerts, { staleTime: 0 });

/** Marking one changes both the list and the header's count of New ones (the same endpoint). */
export const useUpdateAlert = mutationHook(updateAlert, { invalidates: [listAlerts] });

export const useAlertSettings = queryHook(getAlertSettings);

export const useUpdateAlertSettings = mutationHook(updateAlertSettings, { invalidates: [getAlertSettings] });
