import type { DownloadedFile } from '@countertop/api';

/**
 * Hands a downloaded file to the browser's own download (a link to the Blob, clicked): the file
 * is saved under its name like any download, and no page is opened.
 */
export function saveFile({ blob, fileName }: DownloadedFile): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the Blob's URL is then no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
