import { defaultTheme, themeClassNames, themeNames, type Theme } from './tokens';

/** localStorage key that remembers the choice (the spec: "the choice is remembered"). */
export const themeStorageKey = 'theme';

const isTheme = (value: unknown): value is Theme => themeNames.includes(value as Theme);

// Guards for server rendering and tests without a DOM: the helpers then do nothing.
const root = (): HTMLElement | undefined =>
  typeof document === 'undefined' ? undefined : document.documentElement;

/** The stored choice, or the default when nothing valid is stored or storage is blocked. */
export function readStoredTheme(): Theme {
  try {
    const stored = globalThis.localStorage?.getItem(themeStorageKey);
    return isTheme(stored) ? stored : defaultTheme;
  } catch {
    // Storage can throw (Safari private mode, blocked third-party storage): fall back quietly.
    return defaultTheme;
  }
}

/** Puts the theme's class on <html> (and removes the other's) without remembering it. */
export function applyTheme(theme: Theme): void {
  const el = root();
  if (!el) return;
  for (const name of themeNames) el.classList.toggle(themeClassNames[name], name === theme);
}

/** The theme on <html> now. The class is the single source of truth. */
export function getActiveTheme(): Theme {
  const el = root();
  return el?.classList.contains(themeClassNames.light) ? 'light' : 'dark';
}

/** Applies and remembers a theme. */
export function setTheme(theme: Theme): void {
  applyTheme(theme);
  try {
    globalThis.localStorage?.setItem(themeStorageKey, theme);
  } catch {
    // Not remembered when storage is blocked; the page still switches.
  }
}

/**
 * Applies the remembered theme. Call it once before the first render (in the app's entry module)
 * so the first paint already has the right colours.
 */
export function initTheme(): Theme {
  const theme = readStoredTheme();
  applyTheme(theme);
  return theme;
}

/**
 * Calls `onChange` whenever the class on <html> changes, whoever changed it (this module, another
 * tab's code, Storybook's toolbar), so every `useTheme` caller stays in step.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  const el = root();
  if (!el || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(el, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
