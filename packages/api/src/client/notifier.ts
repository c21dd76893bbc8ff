/**
 * How the client talks to the user. The app implements it with its toaster; the api package
 * stays free of any UI library.
 */
export interface Notifier {
  /** Shows a toast that stays until dismissed; returns its id. */
  loading(message: string): string | number;
  dismiss(id: string | number): void;
  success(message: string): void;
  error(message: string): void;
}
