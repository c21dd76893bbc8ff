import type { UiTranslation } from './types';

/** The locale every app gets unless told otherwise, and the one unknown locales fall back to. */
export const defaultUiLocale = 'en-AU';

/**
 * Shipped locales besides English, each fetched on first use: an app in English never downloads
 * them (the first screens' bundle budgets have no room for strings nobody reads).
 */
const lazyLocales: Record<string, () => Promise<{ default: UiTranslation }>> = {
  'zh-CN': () => import('./zh-CN'),
};

/** Every locale the package ships a dictionary for. */
export const shippedUiLocales: readonly string[] = [defaultUiLocale, ...Object.keys(lazyLocales)];

function language(tag: string): string {
  try {
    return new Intl.Locale(tag).language;
  } catch {
    return tag.split('-')[0] ?? tag;
  }
}

/**
 * The dictionary a locale reads: the same tag, else the first of the same language ('zh-SG'
 * reads 'zh-CN', 'en-GB' reads 'en-AU'), else Australian English.
 */
export function resolveUiLocale(locale: string, available: readonly string[]): string {
  if (available.includes(locale)) return locale;
  const wanted = language(locale);
  return available.find((tag) => language(tag) === wanted) ?? defaultUiLocale;
}

const loaded = new Map<string, UiTranslation>();
const pending = new Map<string, Promise<void>>();
const listeners = new Set<() => void>();

/** Calls `listener` whenever a locale finishes loading. */
export function subscribeUiLocales(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A shipped locale's dictionary once loaded (undefined for English, which is built in). */
export function loadedUiLocale(tag: string): UiTranslation | undefined {
  return loaded.get(tag);
}

/**
 * Fetches the shipped dictionary `locale` reads, if it is not English and not loaded yet. Components
 * show English until it arrives (a moment); await this before the first render to skip that, e.g.
 * in a test or an app that starts in Chinese.
 */
export function loadUiStrings(locale: string): Promise<void> {
  const tag = resolveUiLocale(locale, shippedUiLocales);
  const load = lazyLocales[tag];
  if (!load || loaded.has(tag)) return Promise.resolve();
  let loading = pending.get(tag);
  if (!loading) {
    loading = load().then(
      (module) => {
        loaded.set(tag, module.default);
        listeners.forEach((listener) => listener());
      },
      (error: unknown) => {
        pending.delete(tag); // a later render tries again
        throw error;
      },
    );
    pending.set(tag, loading);
  }
  return loading;
}
