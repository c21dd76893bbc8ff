import type { Notifier } from '@countertop/api';
import { toast } from '@countertop/ui/Toaster';

/** The api client's toasts, shown with the UI library's preconfigured toaster. */
export const toastNotifier: Notifier = {
  loading: (message) => toast.loading(message),
  dismiss: (id) => void toast.dismiss(id),
  success: (message) => void toast.success(message),
  // Keyed by their text: when a session ends, every query on screen fails with the same 401 at
  // once, and one toast says it.
  error: (message) => void toast.error(message, { id: message }),
};
