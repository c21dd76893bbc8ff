export { defaultUiLocale, loadUiStrings, resolveUiLocale, shippedUiLocales } from './uiLocales';
export { UiStringsProvider } from './UiStringsProvider';
export { useUiStrings } from './useUiStrings';
export type { UiSection, UiString, UiStringOverrides, UiTranslation } from './types';
