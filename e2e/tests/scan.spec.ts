import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { chromium } from '../support/browser';
import { registerBusiness } from '../support/business';
import { writeQrVideo } from '../support/fake-camera';
import { toastsGone } from '../support/front-desk';
import { signIn } from '../support/sign-in';

/** A demo member (fixed by the demo seed), whose pass the fake camera shows. */
const member = { name: 'Ava Nguyen', memberId: '402715938' };

// Chromium plays this file as its camera; it must exist before the browser starts.
const video = join(tmpdir(), `countertop-e2e-pass-${process.pid}.y4m`);
writeQrVideo(member.memberId, video);

test.use({
  launchOptions: {
    ...chromium,
    args: [
      ...chromium.args,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  },
  permissions: ['camera'],
});

test('a member pass held to the camera fills the search and opens the member', async ({ page }) => {
  const business = await registerBusiness(1);
  await signIn(page, { userType: 'Owner', email: business.ownerEmail }, undefined, 'Counter 1');

  // The sign-in toast covers the right of the header for a moment.
  await toastsGone(page);
  const search = page.waitForRequest((r) => r.url().endsWith('/customer/search'));
  await page.getByRole('button', { name: 'Scan QR code' }).click();
  await expect(page.getByRole('dialog', { name: 'Scan QR code' })).toBeVisible();

  expect((await search).postDataJSON()).toEqual({ query: member.memberId });
  await expect(page).toHaveURL(/\/customer-details$/);
  await expect(page.getByRole('heading', { level: 1, name: member.name })).toBeVisible();
  await expect(page.getByText(`Member ID: ${member.memberId}`)).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Scan QR code' })).toHaveCount(0);
});
