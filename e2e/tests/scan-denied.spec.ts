import { chromium } from '../support/browser';
import { expect, test } from '../support/fixtures';

// A camera is there (so the scan button shows), but the browser refuses every permission prompt,
// as it does after a user blocked the camera for the site.
test.use({
  signedInAs: 'staff',
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
});

test('a blocked camera is explained in the scanner and in a toast', async ({ page }) => {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Scan QR code' }).click();

  const dialog = page.getByRole('dialog', { name: 'Camera Access Required' });
  await expect(dialog.getByRole('alert')).toContainText(
    'Camera access was denied. Please allow camera access and try again.',
  );
  await expect(page.getByText('Camera access denied. Please allow camera access.')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Open Settings' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('searchbox', { name: 'Search customers' })).toBeVisible();
});
