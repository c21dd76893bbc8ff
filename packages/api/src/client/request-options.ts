/** Per-request switches (docs/product/front-desk.md §7: a request may opt out of each generic behaviour). */
export interface RequestOptions {
  /** Show the mapped error text as an error toast. @default true */
  errorToast?: boolean;
  /** Show 'Processing...' while the request runs. @default true */
  loadingToast?: boolean;
  /** Show the server's `message` (or `msg`) as a success toast when it sends one. @default true */
  successToast?: boolean;
  /** Cancels the request (TanStack Query passes one to every query). */
  signal?: AbortSignal;
  /**
   * Sent as the `Idempotency-Key` header to endpoints marked `idempotent` (money operations): a
   * fresh key per submission, the same key when the same submission is retried.
   */
  idempotencyKey?: string;
  /**
   * Upload endpoints only: called as the request body goes out, for a progress bar. `total` is
   * unknown (undefined) when the browser cannot tell; `fraction` is then undefined too.
   */
  onUploadProgress?: (progress: UploadProgress) => void;
}

/** How much of an upload's body has been sent. */
export interface UploadProgress {
  /** Bytes sent so far. */
  loaded: number;
  /** Bytes to send in all, when known. */
  total: number | undefined;
  /** `loaded / total` from 0 to 1, when the total is known. */
  fraction: number | undefined;
}
