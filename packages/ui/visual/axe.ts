import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules, as in .storybook/preview.tsx. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The rules whose result a mode can change. Another brand or theme is the same DOM (the same
 * render, only the classes on <html> differ) in other colours, fonts and radii: contrast, a link
 * told apart from its text by colour, target sizes and a region that now scrolls depend on those;
 * names, roles and structure do not. docs/decisions.md, decisions 54 and 61.
 */
export const modeRules = [
  'color-contrast',
  'link-in-text-block',
  'target-size',
  'scrollable-region-focusable',
];

/**
 * axe-core over the whole page (story root and portals), violations only: the WCAG rules, or only
 * `rules` when given. Straight axe.run rather
 * than @axe-core/playwright: that wrapper configures every frame and returns every passing node,
 * which costs more than the rules themselves on a page this small.
 */
export async function runAxe(page: Page, disabledRules: string[], rules?: string[]): Promise<Result[]> {
  // Once per page load: a story's four modes are one load, and the script is half a megabyte.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: rules
      ? { type: 'rule', values: rules.filter((id) => !disabledRules.includes(id)) }
      : { type: 'tag', values: wcagTags },
    resultTypes: ['violations'],
    rules: Object.fromEntries(disabledRules.map((id) => [id, { enabled: false }])),
  };
  const results = await page.evaluate(
    (runOptions) =>
      (
        window as unknown as { axe: { run: (context: unknown, o: RunOptions) => Promise<AxeResults> } }
      ).axe.run(
        // Storybook's own hidden screens (loading, error, docs) are not the story.
        { exclude: [['.sb-wrapper'], ['#storybook-docs']] },
        runOptions,
      ),
    options,
  );
  return results.violations;
}
