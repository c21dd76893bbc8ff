import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { UiStringOverrides } from './types';

export const UiStringsContext = createContext<UiStringOverrides>({});

/** Adds or changes the components' strings below it, over a parent provider's. */
export function UiStringsProvider({
  strings,
  children,
}: {
  strings: UiStringOverrides;
  children?: ReactNode;
}) {
  const parent = useContext(UiStringsContext);
  const merged = useMemo(() => {
    const result: UiStringOverrides = { ...parent };
    for (const [locale, sections] of Object.entries(strings)) {
      const into = { ...result[locale] };
      for (const [section, texts] of Object.entries(sections) as [keyof typeof sections, object][]) {
        into[section] = { ...into[section], ...texts };
      }
      result[locale] = into;
    }
    return result;
  }, [parent, strings]);
  return <UiStringsContext.Provider value={merged}>{children}</UiStringsContext.Provider>;
}
