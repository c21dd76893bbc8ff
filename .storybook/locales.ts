/** The locales of the toolbar's Locale switch: the product's own, and one with another script. */
export const storyLocales = [
  { value: 'en-AU', title: 'English (Australia)' },
  { value: 'zh-CN', title: '中文 (简体)' },
] as const;

export type StoryLocale = (typeof storyLocales)[number]['value'];
export const defaultLocale: StoryLocale = 'en-AU';

export const isStoryLocale = (value: unknown): value is StoryLocale =>
  storyLocales.some((locale) => locale.value === value);
