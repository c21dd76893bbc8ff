import { test as base, type Browser, type Page } from '@playwright/test';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { modes, type Mode } from '../../../.storybook/modes';

/** The viewport of the `storybook` vitest project (addon-vitest's default), so layouts match. */
export const defaultViewport = { width: 1200, height: 900 };

/** The mode every story is loaded in; the others are shown on the same render (`switchMode`). */
// Never undefined: `modes` is every brand in every theme.
export const firstMode = modes[0] as Mode;

/** "Today" for every story (date pickers, relative times): screenshots must not change daily. */
const fixedNow = new Date('2026-06-15T10:00:00Z');

/**
 * One browser context (and page) per worker, reused by every story: the Storybook bundle stays in
 * the page's cache, so a story costs one navigation, not a cold start.
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({
        viewport: defaultViewport,
        deviceScaleFactor: 1,
        colorScheme: firstMode.theme,
        reducedMotion: 'reduce',
        locale: 'en-US',
        timezoneId: 'UTC',
        // Storybook's own test-runner mark: the preview then pauses animations at their end instead
        // of waiting 100 ms or more for them after every story (as in the vitest browser project).
        userAgent: `${await defaultUserAgent(browser)} StorybookTestRunner`,
      });
      await context.clock.setFixedTime(fixedNow);
      await context.addInitScript(listenToStorybook);
      const page = await context.newPage();
      await use(page);
      await context.close();
    },
    { scope: 'worker' },
  ],
});

export { expect } from '@playwright/test';

async function defaultUserAgent(browser: Browser): Promise<string> {
  const page = await browser.newPage();
  const userAgent = await page.evaluate(() => navigator.userAgent);
  await page.close();
  return userAgent;
}

interface StoryState {
  error: string | undefined;
  viewport: { width: string; height: string } | undefined;
  a11y: { disabled: boolean; disabledRules: string[] };
  skipScreenshot: boolean;
}

/**
 * Opens a story in the preview iframe in the first mode's brand and theme, and waits for its play
 * function.
 */
async function load(page: Page, id: string): Promise<StoryState> {
  // `a11y.manual`: addon-a11y would run axe again inside the page after every story; this suite
  // runs it once itself.
  const globals = `theme:${firstMode.theme};brand:${firstMode.brand};a11y.manual:!true`;
  await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=${globals}`, {
    waitUntil: 'domcontentloaded',
  });
  await page.waitForFunction(
    (storyId) => (window as VisualWindow).__visual?.finished?.storyId === storyId,
    id,
    {
      timeout: 20_000,
    },
  );
  return page.evaluate((viewports) => {
    const render = (window as VisualWindow).__STORYBOOK_PREVIEW__!.currentRender!;
    const { parameters = {}, storyGlobals = {} } = render.story ?? {};
    const viewportParam = parameters.viewport ?? {};
    const name = viewportParam.disable
      ? undefined
      : (storyGlobals.viewport?.value ?? viewportParam.defaultViewport);
    const options: Record<string, { styles: { width: string; height: string } } | undefined> = {
      ...viewports,
      ...viewportParam.viewports,
      ...viewportParam.options,
    };
    const a11y = parameters.a11y ?? {};
    const { finished, errors } = (window as VisualWindow).__visual!;
    return {
      error:
        finished?.status === 'error' || errors.length > 0 ? errors.join('\n') || 'story errored' : undefined,
      viewport: name ? options[name]?.styles : undefined,
      a11y: {
        disabled: a11y.disable === true || a11y.test === 'off',
        disabledRules: (a11y.config?.rules ?? []).filter((r) => r.enabled === false).map((r) => r.id),
      },
      // The knob Chromatic honours, so one parameter opts a story out of both.
      skipScreenshot: parameters.chromatic?.disableSnapshot === true,
    };
  }, MINIMAL_VIEWPORTS);
}

/**
 * Renders a story as the `storybook` vitest project does: in the story's own viewport (its
 * `globals.viewport`, e.g. 'mobile2') or the default one, then with fonts and images loaded and
 * at rest. A play function may end while something still animates (a dialog closing after
 * Escape, focus going back to its button once it has gone): the screenshot finishes such
 * animations, but only after `storyArea` has measured, so a ring drawn at the end fell outside
 * the clip now and then (two fresh-clone flakes). Finite animations are finished here first, and
 * React is given two frames to act on their end; endless ones (a spinner) are left running.
 */
export async function openStory(page: Page, id: string): Promise<StoryState> {
  if (!sameSize(page.viewportSize(), defaultViewport)) await page.setViewportSize(defaultViewport);
  let state = await load(page, id);
  if (state.viewport) {
    const size = { width: parseInt(state.viewport.width, 10), height: parseInt(state.viewport.height, 10) };
    await page.setViewportSize(size);
    state = await load(page, id);
  }
  await settle(page);
  return state;
}

/**
 * Shows the story in another mode (brand and theme) without loading it again: the toolbar's
 * `brand` and `theme` globals, as a designer switching them would, so Storybook renders the story
 * once more with the mode's classes on <html>; the page's colour scheme follows the theme. React
 * keeps the story's state and the play function does not run again: what the play function left
 * (an open dialog, a focused field, a typed value) is what every mode's picture shows.
 */
export async function switchMode(page: Page, id: string, mode: Mode): Promise<string | undefined> {
  await page.emulateMedia({ colorScheme: mode.theme });
  await page.evaluate(
    (globals) => {
      const visual = (window as VisualWindow).__visual!;
      visual.finished = undefined;
      (window as VisualWindow).__STORYBOOK_ADDONS_CHANNEL__!.emit('updateGlobals', { globals });
    },
    { brand: mode.brand, theme: mode.theme },
  );
  await page.waitForFunction(
    (storyId) => (window as VisualWindow).__visual?.finished?.storyId === storyId,
    id,
    { timeout: 20_000 },
  );
  await settle(page);
  return page.evaluate(() => {
    const { finished, errors } = (window as VisualWindow).__visual!;
    return finished?.status === 'error' || errors.length > 0
      ? errors.join('\n') || 'story errored'
      : undefined;
  });
}

/** Waits for the story to be at rest: fonts (a brand's too) and images loaded, animations ended. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // A font is fetched once text needing it is laid out: let the new styles apply first.
    await new Promise((resolve) => requestAnimationFrame(resolve));
    await document.fonts.ready;
    await Promise.all(
      [...document.images].map((img) => (img.complete ? undefined : img.decode().catch(() => undefined))),
    );
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
    }
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
}

const sameSize = (a: { width: number; height: number } | null, b: { width: number; height: number }) =>
  a?.width === b.width && a.height === b.height;

/**
 * The area the story paints, plus Storybook's 16 px padding: the union of every box that draws
 * something (a background, border, shadow, outline, image or control) and of every run of text, in
 * the story root and in portals (dialogs, popovers, toasts). Boxes that only lay out children (a
 * full-width wrapper, a popover's transparent underlay) do not count. Small PNGs, no empty margins.
 */
export function storyArea(page: Page) {
  return page.evaluate(() => {
    const own = '#storybook-root, #storybook-docs, script, style, link, [class^="sb-"], [class*=" sb-"]';
    const root = document.getElementById('storybook-root');
    const roots = [root, ...[...document.body.children].filter((el) => !el.matches(own))].filter(
      (el): el is HTMLElement => el !== null,
    );
    const replaced = 'img, svg, canvas, video, iframe, input, textarea, select, progress, meter';
    const paints = (el: Element, style: CSSStyleDeclaration) =>
      el.matches(replaced) ||
      style.backgroundImage !== 'none' ||
      !/^(transparent|rgba\(.*,\s*0\))$/.test(style.backgroundColor) ||
      style.boxShadow !== 'none' ||
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (['Top', 'Right', 'Bottom', 'Left'] as const).some(
        (side) => parseFloat(style[`border${side}Width`]) > 0 && style[`border${side}Style`] !== 'none',
      );

    const vw = window.innerWidth;
    const vh = window.innerHeight;
    let [left, top, right, bottom] = [vw, vh, 0, 0];
    const add = (box: DOMRect, grow = 0) => {
      if (box.width < 1 || box.height < 1) return;
      left = Math.min(left, box.left - grow);
      top = Math.min(top, box.top - grow);
      right = Math.max(right, box.right + grow);
      bottom = Math.max(bottom, box.bottom + grow);
    };
    const range = document.createRange();
    for (const start of roots) {
      const walker = document.createTreeWalker(start, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
      for (let node: Node | null = walker.currentNode; node; node = walker.nextNode()) {
        if (node instanceof Text) {
          if (!node.data.trim() || !node.parentElement?.checkVisibility({ visibilityProperty: true }))
            continue;
          range.selectNodeContents(node);
          add(range.getBoundingClientRect());
        } else if (node instanceof Element && node !== root) {
          if (!node.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
          const style = getComputedStyle(node);
          if (!paints(node, style)) continue;
          const outline =
            style.outlineStyle === 'none'
              ? 0
              : parseFloat(style.outlineWidth) + parseFloat(style.outlineOffset);
          add(node.getBoundingClientRect(), Math.max(0, outline));
        }
      }
    }
    if (right <= left || bottom <= top) return { x: 0, y: 0, width: 64, height: 64 };
    const pad = 16;
    const x = Math.max(0, Math.floor(left - pad));
    const y = Math.max(0, Math.floor(top - pad));
    return {
      x,
      y,
      width: Math.min(vw, Math.ceil(right + pad)) - x,
      height: Math.min(vh, Math.ceil(bottom + pad)) - y,
    };
  });
}

/**
 * Runs in the page before Storybook: listens on its channel (as the manager does) for the end of
 * each story and for exceptions thrown while rendering or playing, which the preview only logs.
 */
function listenToStorybook() {
  const state: NonNullable<VisualWindow['__visual']> = { finished: undefined, errors: [] };
  (window as VisualWindow).__visual = state;
  let channel: StorybookChannel | undefined;
  Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
    configurable: true,
    get: () => channel,
    set: (next: StorybookChannel) => {
      channel = next;
      next.on('storyFinished', (event) => (state.finished = event as { storyId: string; status: string }));
      for (const name of [
        'playFunctionThrewException',
        'storyThrewException',
        'storyErrored',
        'storyMissing',
      ]) {
        next.on(name, (event) => {
          const { message, title, description } = (event ?? {}) as Record<string, string | undefined>;
          state.errors.push(`${name}: ${message ?? title ?? ''} ${description ?? ''}`.trim());
        });
      }
      next.on('unhandledErrorsWhilePlaying', (errors) =>
        state.errors.push(`unhandled errors while playing: ${JSON.stringify(errors).slice(0, 500)}`),
      );
    },
  });
}

interface StorybookChannel {
  on(event: string, listener: (payload: unknown) => void): void;
  emit(event: string, payload: unknown): void;
}

/** The page's window: the state `listenToStorybook` keeps, and what this suite reads from Storybook. */
type VisualWindow = Window & {
  __visual?: { finished: { storyId: string; status: string } | undefined; errors: string[] };
  __STORYBOOK_PREVIEW__?: StorybookPreview;
  __STORYBOOK_ADDONS_CHANNEL__?: StorybookChannel;
};

interface StorybookPreview {
  currentRender?: {
    id: string;
    story?: {
      parameters?: {
        viewport?: {
          disable?: boolean;
          defaultViewport?: string;
          viewports?: Record<string, { styles: { width: string; height: string } }>;
          options?: Record<string, { styles: { width: string; height: string } }>;
        };
        a11y?: { disable?: boolean; test?: string; config?: { rules?: { id: string; enabled?: boolean }[] } };
        chromatic?: { disableSnapshot?: boolean };
      };
      storyGlobals?: { viewport?: { value?: string } };
    };
  };
}
