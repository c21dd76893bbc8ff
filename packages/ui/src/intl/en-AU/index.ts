/**
 * Every built-in string of the components, in Australian English: the dictionary every other
 * locale is checked against and falls back to. One file per component (or `common` for words
 * several share), which the component imports itself: an app's bundler then places each section
 * with its component, so a screen carries only the English of the components it shows.
 */
export { appShell } from './appShell';
export { carousel } from './carousel';
export { chatLayout } from './chatLayout';
export { comboBox } from './comboBox';
export { common } from './common';
export { composer } from './composer';
export { confirmDialog } from './confirmDialog';
export { conversationList } from './conversationList';
export { dataTable } from './dataTable';
export { datePicker } from './datePicker';
export { detailsTable } from './detailsTable';
export { errorState } from './errorState';
export { imageGrid } from './imageGrid';
export { imagePicker } from './imagePicker';
export { imageUpload } from './imageUpload';
export { lineChart } from './lineChart';
export { messageThread } from './messageThread';
export { moneyField } from './moneyField';
export { pagination } from './pagination';
export { scanner } from './scanner';
export { scannerMessages } from './scannerMessages';
export { searchField } from './searchField';
export { sidebar } from './sidebar';
export { textField } from './textField';
export { themeToggle } from './themeToggle';
export { thumbnailList } from './thumbnailList';
export { unreadDot } from './unreadDot';
