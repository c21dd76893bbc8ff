// The bundle budgets of issue 13, checked on the built apps (a step of `npm test`, after the
// build): prints every first load and every lazily loaded route with its budget, and fails when
// one is over. The budgets and how a screen's files are found: scripts/lib/bundle-sizes.mjs.
import { apps, measure, report } from './lib/bundle-sizes.mjs';

let over = 0;
for (const app of apps) {
  const rows = measure(app);
  console.log(report(app, rows));
  over += rows.filter((row) => !row.ok).length;
}
if (over) {
  console.error(`${over} over budget (see docs/testing.md, "Bundle budgets")`);
  process.exit(1);
}
