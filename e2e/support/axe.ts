import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';

const themes = ['dark', 'light'] as const;
type Theme = (typeof themes)[number];

/**
 * Fails with the list of WCAG 2.2 A/AA violations axe finds on the page at rest, in each theme.
 *
 * The theme is a class on <html> that the app's toggle switches in place, so the screen is
 * analysed in both themes as it stands rather than by walking the flow to it once per theme.
 *
 * Axe reads colours at one instant, so a toast caught mid-fade reads as low contrast although no
 * one ever sees it that way. The page is analysed as a user who asks for reduced motion sees it:
 * toasts and the library's transitions jump to their end state.
 *
 * react-aria's live announcer (a visually hidden log) is left out: it keeps each announcement for
 * 7 s, and a pending button announces itself as an image named by the button, which has no name
 * once the page moved on (Save, then the list). Screen readers speak the log as it is written;
 * no one reaches those nodes afterwards.
 */
export function expectNoAxeViolations(page: Page): Promise<void> {
  // A step of its own, so a report shows how much of a test is axe.
  return test.step('axe in both themes', () => analyseBothThemes(page), { box: true });
}

async function analyseBothThemes(page: Page): Promise<void> {
  const shown = await page.evaluate(() =>
    document.documentElement.classList.contains('light') ? 'light' : 'dark',
  );
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    const found: string[] = [];
    for (const theme of themes) {
      await showTheme(page, theme);
      await waitForMotionToEnd(page);
      const { violations } = await new AxeBuilder({ page })
        // The app has no frames: axe.run in the page itself, not the default partial runs finished
        // in a blank page the wrapper opens per analysis (which cross-origin frames need), and
        // nodes listed for violations only. Both cost seconds per screen on a loaded machine.
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .exclude('[data-live-announcer]')
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
        .analyze();
      found.push(
        ...violations.map((v) => `${theme}: ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
      );
    }
    expect(found).toEqual([]);
  } finally {
    await showTheme(page, shown);
    await page.emulateMedia({ reducedMotion: null });
  }
}

/** What the app's theme toggle does, without remembering the choice. */
async function showTheme(page: Page, theme: Theme): Promise<void> {
  await page.evaluate((wanted) => {
    document.documentElement.classList.remove('dark', 'light');
    document.documentElement.classList.add(wanted);
  }, theme);
}

/** Waits out transitions that were already running; spinners loop forever and are ignored. */
async function waitForMotionToEnd(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
  );
}
