export { Toaster, toast, toastDurations, maxVisibleToasts } from './Toaster';
export type { ToasterProps } from './Toaster';
