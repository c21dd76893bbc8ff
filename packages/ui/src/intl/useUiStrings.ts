import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { useLocale, useLocalizedStringFormatter } from 'react-aria';
import type { UiCatalogue, UiSection } from './types';
import { UiStringsContext } from './UiStringsProvider';
import {
  loadedUiLocale,
  loadUiStrings,
  resolveUiLocale,
  shippedUiLocales,
  subscribeUiLocales,
} from './uiLocales';

type LocalizedStrings = Parameters<typeof useLocalizedStringFormatter>[0];

/** react-aria's formatter, narrowed to one section's keys. */
export interface UiStringFormatter<K extends string> {
  /** The string for `key`, its `{…}` variables filled in from `variables`. */
  format(key: K, variables?: Record<string, string | number>): string;
}

/**
 * A component's strings in the provider's locale, through react-aria's formatter:
 * `useUiStrings('dataTable', dataTable).format('empty')`. The component passes its English section
 * (imported from `./en-AU`), so an app bundles only the sections of the components it uses.
 * Each key reads the consumer's override, else the shipped locale's, else the English.
 */
export function useUiStrings<S extends UiSection>(
  section: S,
  english: UiCatalogue[S],
): UiStringFormatter<Extract<keyof UiCatalogue[S], string>> {
  const { locale } = useLocale();
  const overrides = useContext(UiStringsContext);
  const tag = resolveUiLocale(locale, [...shippedUiLocales, ...Object.keys(overrides)]);
  const loaded = () => loadedUiLocale(tag);
  // The same on a server (the build's prerender): what is loaded there is what the page starts with.
  const shipped = useSyncExternalStore(subscribeUiLocales, loaded, loaded);
  useEffect(() => {
    // English stays if the dictionary cannot be fetched (offline): better than no text.
    if (!shipped) loadUiStrings(tag).catch(() => undefined);
  }, [tag, shipped]);
  const strings = useMemo(
    // Keyed by the exact locale, so react-aria's lookup (which falls back to en-US) finds it.
    () => ({ [locale]: { ...english, ...shipped?.[section], ...overrides[tag]?.[section] } }),
    [locale, english, shipped, section, overrides, tag],
  );
  // Our strings take the variables their own component passes; react-aria's type allows none.
  return useLocalizedStringFormatter(strings as unknown as LocalizedStrings);
}
