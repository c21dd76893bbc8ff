import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brandRules, runAxe } from './axe';
import { defaultBrand, modes } from '../../../.storybook/modes';
import { expect, openStory, storyArea, switchBrand, test } from './fixtures';
import { unstableStories } from './unstable';

const index = join(import.meta.dirname, '../../../storybook-static/index.json');
if (!existsSync(index)) {
  throw new Error(
    'storybook-static/index.json is missing: run `node packages/ui/visual/storybook.mjs --build-only`',
  );
}

interface IndexEntry {
  type: 'story' | 'docs';
  id: string;
  title: string;
  name: string;
  tags?: string[];
}

const stories = Object.values(
  (JSON.parse(readFileSync(index, 'utf8')) as { entries: Record<string, IndexEntry> }).entries,
).filter((entry) => entry.type === 'story');

for (const story of stories) {
  test(`${story.title} › ${story.name}`, { tag: `@${story.id}` }, async ({ storyPage: page, theme }) => {
    const state = await test.step('render', () => openStory(page, story.id, theme));
    expect(state.error, 'the story failed to render or its play function threw').toBeUndefined();

    const unstable = unstableStories[story.id];
    if (unstable)
      test.info().annotations.push({ type: 'no screenshot: unstable story', description: unstable });

    // Countertop first (the story as loaded), then every other brand in this theme on the same
    // render: docs/decisions.md, decision 54.
    for (const mode of modes.filter((m) => m.theme === theme)) {
      if (mode.brand !== defaultBrand) {
        const error = await test.step(`switch to ${mode.brand}`, () =>
          switchBrand(page, story.id, mode.brand));
        expect(error, `the story failed to render in ${mode.brand}`).toBeUndefined();
      }

      if (!state.skipScreenshot && !unstable) {
        await test.step(`screenshot ${mode.name}`, async () => {
          // Soft: a changed picture still lets axe report on the same render.
          await expect.soft(page).toHaveScreenshot([mode.name, `${story.id}.png`], {
            clip: await storyArea(page),
            // A camera feed or a drawn frame changes on every paint.
            mask: [page.locator('video, canvas')],
          });
        });
      }

      if (!state.a11y.disabled) {
        // Countertop gets every WCAG rule; another brand only those its tokens can change.
        const rules = mode.brand === defaultBrand ? undefined : brandRules;
        const violations = await test.step(`axe ${mode.name}`, () =>
          runAxe(page, state.a11y.disabledRules, rules));
        const summary = violations.map(
          (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
        );
        expect.soft(summary, `axe in ${mode.name}`).toEqual([]);
      }
    }
  });
}
