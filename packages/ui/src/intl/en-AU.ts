/**
 * Every built-in string of the components, in Australian English: the dictionary every other
 * locale is checked against and falls back to. One export per component (or `common` for words
 * several share), so a bundler keeps only the sections of the components an app imports.
 * A string with `{…}` variables is a function of them (the formatter's `format(key, variables)`).
 */
type Vars = Record<string, string | number>;

/** Words several components share. */
export const common = {
  loading: 'Loading',
  close: 'Close',
  cancel: 'Cancel',
  previousImage: 'Previous image',
  nextImage: 'Next image',
  notAnImage: 'Please select an image file',
  /** Where an image is in a set: '2 of 5'. */
  position: (v: Vars) => `${v.index} of ${v.count}`,
};

export const appShell = {
  skipLink: 'Skip to content',
  navigation: 'Navigation',
  openNavigation: 'Open navigation',
};

export const carousel = {
  label: 'Images',
  /** What screen readers call the carousel and each of its slides (aria-roledescription). */
  carousel: 'carousel',
  slide: 'slide',
  empty: 'No images available',
};

export const chatLayout = {
  back: 'Back to conversations',
  empty: 'Select a chat to view messages',
};

export const comboBox = {
  empty: 'No results',
};

export const composer = {
  placeholder: 'Type a message',
  label: 'Message',
  send: 'Send',
};

export const confirmDialog = {
  confirm: 'Confirm',
  working: 'Working',
};

export const conversationList = {
  label: 'Conversations',
  unread: (v: Vars) => `${v.count} unread`,
  empty: 'No conversations yet',
};

export const dataTable = {
  actions: 'Actions',
  empty: 'No data',
};

export const datePicker = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
};

export const detailsTable = {
  titleHeader: 'Title',
  detailsHeader: 'Details',
  info: (v: Vars) => `About ${v.title}`,
};

export const errorState = {
  retry: 'Try again',
  retrying: 'Retrying',
};

export const imageGrid = {
  select: (v: Vars) => `Select (${v.count})`,
  empty: 'No images found',
};

export const imagePicker = {
  choose: 'Choose image',
  empty: 'No image chosen',
  remove: 'Remove image',
};

export const imageUpload = {
  uploading: 'Uploading',
};

export const lineChart = {
  key: (v: Vars) => `${v.title}: key`,
};

export const messageThread = {
  label: 'Messages',
  incoming: 'Them',
  outgoing: 'You',
  empty: 'No messages yet',
};

export const moneyField = {
  refused: 'Use digits only, with at most two decimals.',
};

export const pagination = {
  label: 'Pagination',
  previous: 'Previous',
  next: 'Next',
  status: (v: Vars) => `Page ${v.page} of ${v.total}`,
};

export const scanner = {
  title: 'Scan QR code',
  openSettings: 'Open Settings',
};

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

export const searchField = {
  submit: 'Search',
  busy: 'Searching',
};

export const sidebar = {
  label: 'Main',
  expand: 'Expand sidebar',
  collapse: 'Collapse sidebar',
  closeNavigation: 'Close navigation',
};

export const textField = {
  readOnly: 'Read-only',
};

export const themeToggle = {
  dark: 'Dark Mode',
  light: 'Light Mode',
  system: 'System Theme',
};

export const thumbnailList = {
  remove: (v: Vars) => `Remove ${v.title}`,
  empty: 'No images selected',
};

export const unreadDot = {
  label: 'Unread',
};
