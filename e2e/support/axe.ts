import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Fails with the list of WCAG 2.2 A/AA violations axe finds on the page at rest.
 *
 * Axe reads colours at one instant, so a toast caught mid-fade reads as low contrast although no
 * one ever sees it that way. The page is analysed as a user who asks for reduced motion sees it:
 * toasts and the library's transitions jump to their end state.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    await waitForMotionToEnd(page);
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
    expect(found).toEqual([]);
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** Waits out transitions that were already running; spinners loop forever and are ignored. */
async function waitForMotionToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}

export async function setTheme(page: Page, theme: 'dark' | 'light'): Promise<void> {
  await page.addInitScript((value) => localStorage.setItem('theme', value), theme);
}
