import type * as enAU from './en-AU';

/** The shipped English dictionary's shape: every section (a component, or `common`) and its keys. */
export type UiCatalogue = typeof enAU;

/** A section of the dictionary: one component's strings, or `common`. */
export type UiSection = keyof UiCatalogue;

/** One string: text, or a function of the variables its component passes (`{ count: 3 }`). */
export type UiString = string | ((variables: Record<string, string | number>) => string);

/** A complete dictionary for one locale: every key of every section. */
export type UiTranslation = { [S in UiSection]: { [K in keyof UiCatalogue[S]]: UiString } };

/**
 * Strings a consumer adds or changes, by BCP 47 locale: a whole new locale, or a few keys of a
 * shipped one. Any key left out falls back to the shipped locale's, then to Australian English.
 */
export type UiStringOverrides = Record<string, { [S in UiSection]?: Partial<UiTranslation[S]> }>;
