import { expect, it } from 'vitest';
import { setUpDesk, setUpTestApp } from '../helpers/file-setup.js';
import { API } from '../helpers/flows.js';
import { call, fundWallet, newMember } from '../helpers/front-desk.js';

const t = setUpTestApp();
const desk = setUpDesk(t);

/**
 * Names a member can give themselves that a spreadsheet would run as a formula: OWASP's list
 * (= + - @ and the control characters the text type already refuses) and their full-width and
 * small forms, which spreadsheets in East Asian locales read as the same signs.
 */
const FORMULAS = ['=1+2', '+1+2', '-1+2', '@SUM(1)', '＝1+2', '＋1+2', '－1+2', '＠SUM(1)', '﹦1+2', '﹢1+2'];
/** Names that only contain those signs later on stay as they were. */
const PLAIN = ['Ava Lee-Smith', 'Ben = Bob', 'Chloé ＝ Zoë'];

it('keeps every formula-looking member name as text in the CSV export, and leaves other names alone', async () => {
  for (const name of [...FORMULAS, ...PLAIN]) {
    const member = await newMember(t);
    const named = await call(t.app, member.token, '/customer/profile/update', { name });
    expect(named.statusCode).toBe(200);
    await fundWallet(t.app, desk, member.memberId, 1);
  }
  const res = await t.app.inject({
    method: 'GET',
    url: `${API}/business/subscription/export`,
    headers: { authorization: `Bearer ${desk.owner}` },
  });
  expect(res.statusCode).toBe(200);
  // Column 2 is the subscriber's name; none of these names holds a comma or a quote.
  const names = res.body
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(',')[1]);
  expect(names.sort()).toEqual([...FORMULAS.map((name) => `'${name}`), ...PLAIN].sort());
});
