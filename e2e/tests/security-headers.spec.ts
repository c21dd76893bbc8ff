import { devices, type BrowserContext, type Page } from '@playwright/test';
import { chatSocketOpened } from '../support/browser';
import { expect, test } from '../support/fixtures';
import { createMember, memberState } from '../support/member';
import { baseURL } from '../support/run';

// The server's Content-Security-Policy (packages/server/src/http/security-headers.ts) must let
// both apps do everything they do: scripts, styles (sonner's inserted <style> by hash), fonts,
// images, the service workers and the chat socket.

/** Every CSP violation a page reports, as a `securitypolicyviolation` event or a console error. */
async function watchViolations(context: BrowserContext): Promise<string[]> {
  const violations: string[] = [];
  await context.exposeBinding('reportCspViolation', (_source, text: string) => void violations.push(text));
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void }).reportCspViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`);
    });
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text());
  });
  return violations;
}

/** Opens a screen of the app and waits until it has drawn its title and loaded what it needs. */
async function visit(page: Page, path: string) {
  const response = await page.goto(path);
  expect(response?.headers()['content-security-policy'], path).toContain("frame-ancestors 'none'");
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

test.describe('the app under its Content-Security-Policy', () => {
  test('the sign-in and registration screens load without a violation', async ({ context, page }) => {
    const violations = await watchViolations(context);
    await visit(page, '/login');
    await visit(page, '/register');
    expect(violations).toEqual([]);
  });

  test.describe('signed in', () => {
    test.use({ signedInAs: 'owner' });

    test("the owner's screens, the chat socket and the toasts' styles load without a violation", async ({
      context,
      page,
    }) => {
      const violations = await watchViolations(context);
      await visit(page, '/dashboard');
      await visit(page, '/gallery');
      await visit(page, '/giftcards');
      await visit(page, '/profile');
      const socket = chatSocketOpened(page);
      await visit(page, '/chat');
      await socket;
      expect(violations).toEqual([]);
    });
  });
});

test('the member app, its service worker and its chat socket load without a violation', async ({
  browser,
}) => {
  const member = await createMember();
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    baseURL,
    storageState: memberState(member),
  });
  try {
    const violations = await watchViolations(context);
    const page = await context.newPage();
    await visit(page, '/member/');
    expect(await page.evaluate(() => navigator.serviceWorker.ready.then((r) => r.active !== null))).toBe(
      true,
    );
    await visit(page, '/member/gift-cards');
    await visit(page, '/member/activity');
    const socket = chatSocketOpened(page);
    await visit(page, '/member/chat');
    await socket;
    expect(violations).toEqual([]);
  } finally {
    await context.close();
  }
});
