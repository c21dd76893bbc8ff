import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A and AA rules, as in .storybook/preview.tsx. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * axe-core over the whole page (story root and portals), violations only. Straight axe.run rather
 * than @axe-core/playwright: that wrapper configures every frame and returns every passing node,
 * which costs more than the rules themselves on a page this small.
 */
export async function runAxe(page: Page, disabledRules: string[]): Promise<Result[]> {
  await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: { type: 'tag', values: wcagTags },
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
