/**
 * What the scanner says in each state. Defaults are plain and product-neutral; an app may replace
 * any of them through `Scanner`'s `messages` prop.
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

export const defaultScannerMessages: ScannerMessages = {
  checking: 'Checking the camera…',
  prompt: 'Allow camera access in your browser to scan.',
  starting: 'Starting the camera…',
  scanning: 'Point the camera at a QR code or barcode.',
  done: 'Code read.',
  deniedTitle: 'Camera Access Required',
  denied: 'Camera access was denied. Please allow camera access and try again.',
  deniedHint:
    "Allow the camera for this site in your browser's site settings (often the camera or lock icon in the address bar), then choose Open Settings to try again.",
  unsupported:
    'This browser cannot use a camera. Type the code instead, or open this page in a current browser.',
  noCamera: 'This device has no camera. Type the code instead.',
  insecure:
    'The camera only works on a secure connection. Open this page over HTTPS (or on localhost), or type the code instead.',
  noCamerasFound: 'No cameras found',
  failed: 'Unable to access camera. Please check permissions and try again.',
};
