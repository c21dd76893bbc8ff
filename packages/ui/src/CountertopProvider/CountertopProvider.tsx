// The global stylesheet (tokens, reset, Inter): in dist/styles.css for published consumers; apps
// built from source get it with the provider they all render, so that the barrel and every
// component module stay free of side effects (package.json `sideEffects`).
import '../theme/global.css';
import { createContext, useContext, type ComponentProps, type ReactNode } from 'react';
import { defaultUiLocale, UiStringsProvider, type UiStringOverrides } from '../intl';
import { I18nProvider } from '../locale';
import { RouterProvider } from '../routing';
import { ThemeProvider, type ThemeProviderTheme } from '../ThemeProvider';
import { Toaster } from '../Toaster';

type RouterProviderProps = ComponentProps<typeof RouterProvider>;

export interface CountertopProviderProps {
  /**
   * The theme of everything inside (a class from `makeTheme`, `'dark'`/`'light'`, or a
   * `{ dark, light }` pair), through a `ThemeProvider`. Without it, the page's theme on `<html>`
   * (`initTheme`).
   */
  theme?: ThemeProviderTheme;
  /**
   * The BCP 47 language and region of the components' own words, dates, numbers and calendars
   * ('en-AU' and 'zh-CN' ship; others read their language's dictionary or English). Nested in
   * another provider, its locale unless given. @default 'en-AU'
   */
  locale?: string;
  /**
   * Words to add or change, by locale: a whole dictionary for a new locale (`UiTranslation`) or a
   * few keys of a shipped one, e.g. `{ 'en-AU': { dataTable: { empty: 'Nothing here' } } }`. Keep it
   * a constant (a new object each render rebuilds every component's strings). Props still win.
   */
  strings?: UiStringOverrides;
  /**
   * Your router's navigate: every ui `Link`, `StatTile` and sidebar item with an internal `href`
   * calls it instead of reloading the page. Without it, links are plain (or a parent provider's).
   */
  navigate?: RouterProviderProps['navigate'];
  /** Your router's `useHref`, turning a route into the `href` a link shows (a basename added). */
  useHref?: RouterProviderProps['useHref'];
  /** The app, or the subtree. */
  children?: ReactNode;
}

/** Set inside a provider, so a nested one adds no second toaster (each toast would show twice). */
const InsideProvider = createContext(false);

/**
 * Everything a Countertop screen relies on, once at the root (as React Spectrum 2's `Provider`):
 * the theme, the locale, client-side links through your router, and the toaster `toast` shows in.
 * Nested, it changes only what it is given (a brand's subtree, another locale).
 *
 * ```tsx
 * const navigate = useNavigate(); // inside your router
 * <CountertopProvider navigate={(to) => void navigate(to)} useHref={useHref}>…</CountertopProvider>
 * ```
 */
export function CountertopProvider({
  theme,
  locale,
  strings,
  navigate,
  useHref,
  children,
}: CountertopProviderProps) {
  const nested = useContext(InsideProvider);
  let content = (
    <>
      {children}
      {!nested && <Toaster />}
    </>
  );
  // The toaster inside the theme, so toasts wear it too.
  if (theme) content = <ThemeProvider theme={theme}>{content}</ThemeProvider>;
  if (navigate)
    content = (
      <RouterProvider navigate={navigate} useHref={useHref}>
        {content}
      </RouterProvider>
    );
  if (strings) content = <UiStringsProvider strings={strings}>{content}</UiStringsProvider>;
  // Countertop is made for Australian businesses: dates dd/mm/yyyy, weeks from Monday.
  const ownLocale = locale ?? (nested ? undefined : defaultUiLocale);
  if (ownLocale) content = <I18nProvider locale={ownLocale}>{content}</I18nProvider>;
  return <InsideProvider.Provider value={true}>{content}</InsideProvider.Provider>;
}
