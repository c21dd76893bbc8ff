import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { modeRules, runAxe } from './axe';
import { modes } from '../../../.storybook/modes';
import { expect, firstMode, openStory, storyArea, switchMode, test } from './fixtures';
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
  test(`${story.title} › ${story.name}`, { tag: `@${story.id}` }, async ({ storyPage: page }) => {
    const state = await test.step('render', () => openStory(page, story.id));
    expect(state.error, 'the story failed to render or its play function threw').toBeUndefined();

    const unstable = unstableStories[story.id];
    if (unstable)
      test.info().annotations.push({ type: 'no screenshot: unstable story', description: unstable });

    // The first mode (Countertop, dark) as loaded, then every other brand and theme on the same
    // render: docs/decisions.md, decisions 54 and 61.
    for (const mode of modes) {
      if (mode !== firstMode) {
        const error = await test.step(`switch to ${mode.name}`, () => switchMode(page, story.id, mode));
        expect(error, `the story failed to render in ${mode.name}`).toBeUndefined();
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
        // The first mode gets every WCAG rule; the others only those a brand or theme can change.
        const rules = mode === firstMode ? undefined : modeRules;
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
