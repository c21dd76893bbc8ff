import { describe, expect, it } from 'vitest';
import * as enAU from './en-AU';
import { resolveUiLocale, shippedUiLocales } from './uiLocales';
import zhCN from './zh-CN';

/** Every variable any string takes, with a value that shows up in its output. */
const variables = { count: 7, index: 2, page: 3, total: 9, title: 'Logo' };

const keys = Object.entries(enAU).flatMap(([section, strings]) =>
  Object.keys(strings).map((key) => [section, key] as const),
);

describe('the shipped dictionaries', () => {
  it.each(keys)('zh-CN translates %s.%s like en-AU', (section, key) => {
    const english = (enAU as Record<string, Record<string, unknown>>)[section]?.[key];
    const chinese = (zhCN as Record<string, Record<string, unknown>>)[section]?.[key];
    expect(typeof chinese).toBe(typeof english);
    if (typeof english === 'function' && typeof chinese === 'function') {
      const out = (chinese as (v: typeof variables) => string)(variables);
      // The same variables appear in both languages.
      for (const value of Object.values(variables).map(String)) {
        expect(out.includes(value)).toBe(
          (english as (v: typeof variables) => string)(variables).includes(value),
        );
      }
    } else {
      expect(chinese).toMatch(/\S/);
      expect(chinese).not.toBe(english);
    }
  });

  it('has no zh-CN key that en-AU lacks', () => {
    const chineseKeys = Object.entries(zhCN).flatMap(([section, strings]) =>
      Object.keys(strings).map((key) => `${section}.${key}`),
    );
    expect(chineseKeys.sort()).toEqual(keys.map(([section, key]) => `${section}.${key}`).sort());
  });
});

describe('resolveUiLocale', () => {
  it.each([
    ['en-AU', 'en-AU'],
    ['zh-CN', 'zh-CN'],
    ['zh-SG', 'zh-CN'],
    ['en-US', 'en-AU'],
    ['fr-FR', 'en-AU'],
    ['not a locale', 'en-AU'],
  ])('%s reads %s', (locale, expected) => {
    expect(resolveUiLocale(locale, shippedUiLocales)).toBe(expected);
  });

  it('prefers a consumer locale of the same language to English', () => {
    expect(resolveUiLocale('fr-CA', [...shippedUiLocales, 'fr-FR'])).toBe('fr-FR');
  });
});
