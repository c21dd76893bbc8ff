import { scannerMessages } from '../intl/en-AU/scannerMessages';

/**
 * What the scanner says in each state. Defaults are plain, product-neutral and localised; an app
 * may replace any of them through `Scanner`'s `messages` prop.
 */
export interface ScannerMessages {
  /** While the component checks the browser and the camera. */
  checking: string;
  /** While the browser's own permission prompt is showing. */
  prompt: string;
  /** While the camera starts. */
  starting: string;
  /** While the camera runs. */
  scanning: string;
  /** After a code was read. */
  done: string;
  /** Heading of the denied state. */
  deniedTitle: string;
  /** Body of the denied state. */
  denied: string;
  /** Hint under the denied body: how to lift the block. */
  deniedHint: string;
  /** The browser has no camera API at all. */
  unsupported: string;
  /** The device has no camera. */
  noCamera: string;
  /** The page is not HTTPS (nor localhost), where browsers withhold the camera. */
  insecure: string;
  /** Permission was given, yet the camera list came back empty. */
  noCamerasFound: string;
  /** The camera failed to start; the scanner closes a moment later. */
  failed: string;
}

/** The English texts (each locale's are in `intl/`). */
export const defaultScannerMessages: ScannerMessages = scannerMessages;
