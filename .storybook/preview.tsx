import type { Decorator, Preview } from '@storybook/react-vite';
import { I18nProvider } from '../packages/ui/src/locale';
import '../packages/ui/src/theme/global.css';
import '../packages/ui/src/theme/countertopFont.css';
import { applyTheme, themeChoices, type ThemeChoice } from '../packages/ui/src/theme/themeStore';
import { applyBrand, brands, isBrand } from './brands';
import { ThemedDocsContainer } from './docs-container';
import { defaultLocale, isStoryLocale, storyLocales } from './locales';
import { brandIds, defaultBrand, modes } from './modes';

const isChoice = (value: unknown): value is ThemeChoice => themeChoices.includes(value as ThemeChoice);

/**
 * Puts the toolbar's theme class (and the brand's, if not Countertop) on <html>, as `initTheme`
 * and `makeTheme` do in an app, before the story renders: portals (dialogs, toasts, popovers) live
 * outside the story root and must match too. On docs pages (themed as a whole by
 * ThemedDocsContainer) each story also gets the theme's page colours and a margin, as in the story
 * view.
 */
const withTheme: Decorator = (Story, context) => {
  applyTheme(isChoice(context.globals.theme) ? context.globals.theme : 'dark');
  applyBrand(isBrand(context.globals.brand) ? context.globals.brand : defaultBrand);
  if (context.viewMode !== 'docs') return <Story />;
  return (
    <div style={{ background: 'var(--ct-color-background)', color: 'var(--ct-color-text)', padding: 16 }}>
      <Story />
    </div>
  );
};

/**
 * Stories show the toolbar's locale, whatever the machine's language: the product's en-AU by
 * default (dates as an Australian reads them), or zh-CN.
 */
const withLocale: Decorator = (Story, context) => (
  <I18nProvider locale={isStoryLocale(context.globals.locale) ? context.globals.locale : defaultLocale}>
    <Story />
  </I18nProvider>
);

/** Resolves after the browser has painted the next frame and run the tasks queued before it. */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

const preview: Preview = {
  /*
   * Outside act() (a built Storybook, Chromatic, the visual suite) React resolves `mount` at the
   * first commit, but react-aria collections (Tabs, Table, ListBox) render their items one pass
   * later. A play function that starts with `userEvent.tab()` then finds nothing to focus. Waiting a
   * frame gives it the finished DOM, as vitest's act() does.
   */
  mount: (context) => async (ui) => {
    if (ui != null) context.originalStoryFn = () => ui;
    await context.renderToCanvas();
    await nextFrame();
    return context.canvas;
  },
  globalTypes: {
    brand: {
      description: 'Brand: Countertop, or a demo brand made with makeTheme',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: brandIds.map((value) => ({ value, title: brands[value].title })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'system', title: 'System', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Locale: dates, numbers and the components’ own strings',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: storyLocales.map(({ value, title }) => ({ value, title })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: defaultBrand, theme: 'dark', locale: defaultLocale },
  decorators: [withLocale, withTheme],
  parameters: {
    layout: 'padded',
    controls: { expanded: true, matchers: { color: /(background|color)$/i } },
    docs: { container: ThemedDocsContainer },
    // Chromatic (docs/ui.md): one snapshot per brand and theme, like the visual suite, with motion
    // settled.
    chromatic: {
      modes: Object.fromEntries(modes.map(({ name, brand, theme }) => [name, { brand, theme }])),
      prefersReducedMotion: 'reduce',
      pauseAnimationAtEnd: true,
    },
    // Accessibility violations fail the story's test (in Storybook's test panel and in vitest).
    a11y: {
      test: 'error',
      options: { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } },
    },
  },
  tags: ['autodocs'],
};

export default preview;
