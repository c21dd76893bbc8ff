import { join } from 'node:path';
import { searchCustomer } from '@countertop/api';
import { urlOf } from '../support/api';
import { writeQrVideo } from '../support/fake-camera';
import { expect, test as base } from '../support/fixtures';
import { runDir } from '../support/run';

/** A demo member (fixed by the demo seed), whose pass the fake camera shows. */
const member = { name: 'Ava Nguyen', memberId: '402715938' };

const test = base.extend({
  // Chromium plays this file as its camera, so it is written before the worker's browser starts.
  launchOptions: [
    async ({ launchOptions }, use) => {
      const video = join(runDir, `member-pass-${member.memberId}.y4m`);
      writeQrVideo(member.memberId, video);
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${video}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

test.use({ signedInAs: 'staff', permissions: ['camera'] });

test('a member pass held to the camera fills the search and opens the member', async ({ page }) => {
  await page.goto('/dashboard');
  const searched = page.waitForRequest(urlOf(searchCustomer, 'staff'));
  await page.getByRole('button', { name: 'Scan QR code' }).click();

  // Only the scanner can have read the pass's ID: a search carrying it shows the scanner opened
  // and read the camera. Its dialog is not asserted open, as it may have closed again by the time
  // a loaded machine looks (a fresh-clone run caught it gone).
  expect((await searched).postDataJSON()).toEqual({ query: member.memberId });
  await expect(page).toHaveURL(/\/customer-details$/);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByText(`Member ID: ${member.memberId}`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Scan QR code' })).toHaveCount(0);
});
