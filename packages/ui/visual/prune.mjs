// After `test:visual:update`: deletes baselines whose story no longer exists (renamed or removed),
// so __screenshots__ holds exactly one PNG per story and theme.
import { readFileSync, readdirSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

const index = resolve(import.meta.dirname, '../../../storybook-static/index.json');
const ids = new Set(
  Object.values(JSON.parse(readFileSync(index, 'utf8')).entries)
    .filter((entry) => entry.type === 'story')
    .map((entry) => entry.id),
);
const root = join(import.meta.dirname, '__screenshots__');
for (const theme of readdirSync(root)) {
  for (const file of readdirSync(join(root, theme))) {
    if (!ids.has(file.replace(/\.png$/, ''))) {
      rmSync(join(root, theme, file));
      console.log(`[visual] removed ${theme}/${file}: no such story`);
    }
  }
}
