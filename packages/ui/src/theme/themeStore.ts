import { defaultTheme, themeClassNames, themeNames, type Theme } from './tokens';

/** localStorage key that remembers the choice (the spec: "the choice is remembered"). */
export const themeStorageKey = 'theme';

/** What a user can choose: a theme, or `system` to follow the device's light or dark setting. */
export const themeChoices = [...themeNames, 'system'] as const;
export type ThemeChoice = (typeof themeChoices)[number];

/**
 * Marks <html> while the choice is `system`. Kept on the element beside the class, so the page
 * itself says what was chosen and every reader (useTheme, another tab's code) agrees.
 */
export const choiceAttribute = 'data-theme-choice';

export const darkQuery = '(prefers-color-scheme: dark)';

const isChoice = (value: unknown): value is ThemeChoice => themeChoices.includes(value as ThemeChoice);

// Guards for server rendering and tests without a DOM: the helpers then do nothing.
const root = (): HTMLElement | undefined =>
  typeof document === 'undefined' ? undefined : document.documentElement;

const systemQuery = (): MediaQueryList | undefined => globalThis.matchMedia?.(darkQuery);

/** The stored choice, or the default when nothing valid is stored or storage is blocked. */
export function readStoredTheme(): ThemeChoice {
  try {
    const stored = globalThis.localStorage?.getItem(themeStorageKey);
    return isChoice(stored) ? stored : defaultTheme;
  } catch {
    // Storage can throw (Safari private mode, blocked third-party storage): fall back quietly.
    return defaultTheme;
  }
}

/** The theme a choice shows now: `system` asks the device, or shows the default when it cannot. */
export function resolveTheme(choice: ThemeChoice): Theme {
  if (choice !== 'system') return choice;
  const query = systemQuery();
  if (!query) return defaultTheme;
  return query.matches ? 'dark' : 'light';
}

let followingSystem = false;

/**
 * Keeps a `system` choice live: when the device switches between light and dark, the class
 * follows at once. Installed the first time `system` is applied and left in place; it acts only
 * while <html> says the choice is `system`.
 */
function followSystem(): void {
  const query = systemQuery();
  if (followingSystem || !query) return;
  followingSystem = true;
  query.addEventListener('change', () => {
    if (root()?.getAttribute(choiceAttribute) === 'system') showTheme(resolveTheme('system'));
  });
}

function showTheme(theme: Theme): void {
  const el = root();
  if (!el) return;
  for (const name of themeNames) el.classList.toggle(themeClassNames[name], name === theme);
}

/** Puts the chosen theme's class on <html> (and removes the other's) without remembering it. */
export function applyTheme(choice: ThemeChoice): void {
  const el = root();
  if (!el) return;
  if (choice === 'system') {
    el.setAttribute(choiceAttribute, 'system');
    followSystem();
  } else {
    el.removeAttribute(choiceAttribute);
  }
  showTheme(resolveTheme(choice));
}

/** The theme on <html> now. The class is the single source of truth. */
export function getActiveTheme(): Theme {
  const el = root();
  return el?.classList.contains(themeClassNames.light) ? 'light' : 'dark';
}

/** The choice behind the active theme: `system` while it follows the device, else the theme. */
export function getThemeChoice(): ThemeChoice {
  return root()?.getAttribute(choiceAttribute) === 'system' ? 'system' : getActiveTheme();
}

/** Applies and remembers a choice. */
export function setTheme(choice: ThemeChoice): void {
  applyTheme(choice);
  try {
    globalThis.localStorage?.setItem(themeStorageKey, choice);
  } catch {
    // Not remembered when storage is blocked; the page still switches.
  }
}

/**
 * Applies the remembered choice. Call it once before the first render (in the app's entry module)
 * so the first paint already has the right colours.
 */
export function initTheme(): ThemeChoice {
  const choice = readStoredTheme();
  applyTheme(choice);
  return choice;
}

/**
 * Calls `onChange` whenever the theme on <html> changes, whoever changed it (this module, the
 * device's setting, another tab's code, Storybook's toolbar), so every `useTheme` caller stays in
 * step.
 */
export function subscribeToTheme(onChange: () => void): () => void {
  const el = root();
  if (!el || typeof MutationObserver === 'undefined') return () => {};
  const observer = new MutationObserver(onChange);
  observer.observe(el, { attributes: true, attributeFilter: ['class', choiceAttribute] });
  return () => observer.disconnect();
}
