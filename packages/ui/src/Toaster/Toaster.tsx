import {
  Toaster as SonnerToaster,
  toast as sonnerToast,
  type ToasterProps as SonnerToasterProps,
} from 'sonner';
import { useTheme } from '../theme/useTheme';
import * as styles from './Toaster.css';

/** How long each kind of toast stays (docs/product/front-desk.md §9); loading toasts stay until dismissed. */
export const toastDurations = { success: 3000, error: 4000, default: 4000 } as const;

/** At most this many toasts are visible at once (docs/product/front-desk.md §9). */
export const maxVisibleToasts = 20;

/**
 * Toasts stack at the bottom centre, full width at the bottom of a phone. At the top (the spec's
 * top-right) they covered the page header's buttons, Add and Export CSV, just when the user had
 * pressed one; bottom-right, they covered a form's Cancel and Save, where the pointer still rests
 * after pressing Save, and a hovered toast stays (docs/decisions.md 47 and 57).
 */
export const toastPosition = 'bottom-center' as const;
export const toastOffset = { bottom: 16 } as const;
export const toastMobileOffset = { bottom: 16, right: 16, left: 16 } as const;

export interface ToasterProps extends Omit<SonnerToasterProps, 'theme'> {
  /** Where the toasts stack. @default 'bottom-center' */
  position?: SonnerToasterProps['position'];
}

/**
 * Where toasts appear. Render it once near the root of the app; call `toast` from anywhere.
 * Its colours follow the theme class on <html>.
 *
 * ```tsx
 * <Toaster />
 * toast.success('Order saved successfully!');
 * const id = toast.loading('Processing...'); … toast.dismiss(id);
 * ```
 */
export function Toaster({
  position = toastPosition,
  offset = toastOffset,
  mobileOffset = toastMobileOffset,
  toastOptions,
  ...props
}: ToasterProps) {
  const { theme } = useTheme();
  return (
    <SonnerToaster
      theme={theme}
      position={position}
      offset={offset}
      mobileOffset={mobileOffset}
      visibleToasts={maxVisibleToasts}
      duration={toastDurations.default}
      className={styles.toaster}
      toastOptions={{
        ...toastOptions,
        classNames: { toast: styles.toast, description: styles.description, ...toastOptions?.classNames },
      }}
      {...props}
    />
  );
}

/**
 * Sonner's `toast`, with the spec's durations for success and error as defaults (a caller's own
 * `duration` still wins). Every other method (`loading`, `dismiss`, `promise`, …) is sonner's.
 */
export const toast: typeof sonnerToast = Object.assign(
  (...args: Parameters<typeof sonnerToast>) => sonnerToast(...args),
  sonnerToast,
  {
    success: ((message, data) =>
      sonnerToast.success(message, {
        duration: toastDurations.success,
        ...data,
      })) as typeof sonnerToast.success,
    error: ((message, data) =>
      sonnerToast.error(message, { duration: toastDurations.error, ...data })) as typeof sonnerToast.error,
  },
);
