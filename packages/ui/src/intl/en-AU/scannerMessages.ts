/** What the scanner says in each state (`ScannerMessages` says when each shows). */
export const scannerMessages = {
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
