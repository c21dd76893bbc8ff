import { expect, test } from '@playwright/test';
import { chromium } from '../support/browser';
import { registerBusiness } from '../support/business';
import { toastsGone } from '../support/front-desk';
import { signIn } from '../support/sign-in';

// A camera is there (so the scan button shows), but the browser refuses every permission prompt,
// as it does after a user blocked the camera for the site.
test.use({
  launchOptions: {
    ...chromium,
    args: [...chromium.args, '--use-fake-device-for-media-stream', '--deny-permission-prompts'],
  },
});

test('a blocked camera is explained in the scanner and in a toast', async ({ page }) => {
  const business = await registerBusiness(1);
  await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');
  await toastsGone(page);
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
