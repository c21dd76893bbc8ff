import axe from 'axe-core';

/**
 * Runs axe's WCAG 2.2 A/AA rules on the document and returns the violations as readable lines, so
 * a failing expectation shows what is wrong. Colour contrast is left to the Storybook tests: jsdom
 * has no layout or computed colours, and the token contrast test covers the palette.
 */
export async function axeViolations(context: Element = document.body): Promise<string[]> {
  const results = await axe.run(context, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    rules: { 'color-contrast': { enabled: false } },
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
