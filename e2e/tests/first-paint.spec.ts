import type { Browser, Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { createMember, onMemberPhone } from '../support/member';
import { baseURL } from '../support/run';

// What the HTML paints before any script has run (packages/app-kit/vite.prerender.ts, docs/bench.md
// "Issue 22"): the sign-in screens themselves, and the signed-in screens' frame. Then what the
// scripts do with it: a sign-in screen is hydrated (the same elements stay on screen), the frame
// gives way to the screen.

/** Opens `path` with scripts off, as the first paint shows it. */
async function withoutScripts(browser: Browser, path: string, use: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(path);
    await use(page);
  } finally {
    await context.close();
  }
}

/** The signed-in screens' frame: a busy page with nothing to use in it. */
async function expectFrame(page: Page) {
  await expect(page.locator('#root[data-prerender="shell"] main[aria-busy="true"]')).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('link')).toHaveCount(0);
}

/**
 * Keeps the element the HTML painted in #root, so the test can tell after the scripts have run
 * whether React took it over (hydration) or drew the screen anew.
 */
async function rememberFirstPaint(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { painted: Element | null }).painted =
        document.querySelector('#root')?.firstElementChild ?? null;
    });
  });
}

const paintedStillShown = (page: Page) =>
  page.evaluate(() => {
    const { painted } = window as unknown as { painted: Element | null };
    return painted !== null && painted === document.querySelector('#root')?.firstElementChild;
  });

test.describe('the sign-in screens paint from the HTML', () => {
  for (const { path, button } of [
    { path: '/login', button: 'Send OTP' },
    { path: '/member/sign-in', button: 'Send code' },
  ]) {
    test(`${path}, before its scripts run, then hydrated`, async ({ browser, page }) => {
      await withoutScripts(browser, path, async (painted) => {
        await expect(painted.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
        await expect(painted.getByRole('textbox', { name: 'Email' })).toBeVisible();
        await expect(painted.getByRole('button', { name: button })).toBeVisible();
      });

      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await rememberFirstPaint(page);
      await page.goto(path);
      await page.getByRole('textbox', { name: 'Email' }).fill('nobody@example.com');
      await expect(page.getByRole('button', { name: button })).toBeEnabled();
      await page.waitForLoadState('networkidle');
      expect(await paintedStillShown(page)).toBe(true);
      expect(errors).toEqual([]);
    });
  }
});

test.describe('the signed-in screens paint their frame from the HTML', () => {
  test.describe('the back office', () => {
    test.use({ signedInAs: 'owner' });

    test('/dashboard shows the frame, then the dashboard in its place', async ({ browser, page }) => {
      await withoutScripts(browser, '/dashboard', expectFrame);

      await rememberFirstPaint(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
      await expect(page.locator('main[aria-busy="true"]')).toHaveCount(0);
      expect(await paintedStillShown(page)).toBe(false);
    });
  });

  test("the member app's home shows the frame, then the pass in its place", async ({ browser }) => {
    const member = await createMember();
    await withoutScripts(browser, '/member/', expectFrame);

    await onMemberPhone(browser, member, async (app) => {
      await expect(app.getByRole('heading', { level: 2, name: 'Your pass' })).toBeVisible();
      await expect(app.locator('main[aria-busy="true"]')).toHaveCount(0);
    });
  });
});
