import { createRequire } from 'node:module';
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');
const origin = process.argv[2];
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
const aria = (role, name) => `::-p-aria([name="${name}"][role="${role}"])`;
const otpFilled = () =>
  page.waitForFunction(() =>
    /^\d{6}$/.test(document.querySelector('input[autocomplete="one-time-code"]')?.value ?? ''),
  );
await page.setViewport({ width: 1280, height: 800 });
await page.goto(`${origin}/login`);
await page.locator('label ::-p-text(Owner)').click();
await page.locator(aria('textbox', 'Email')).fill('owner@harbourlane.example');
await page.locator(aria('button', 'Send OTP')).click();
await otpFilled();
await page.locator(aria('button', 'Verify OTP')).click();
for (const index of [0, 1]) {
  await page.waitForFunction(
    (i) => {
      const t = document.querySelectorAll('[role="dialog"] button[aria-haspopup="listbox"]')[i];
      return t && !t.disabled;
    },
    {},
    index,
  );
  await page.screenshot({ path: `/tmp/ct13/shot-dialog-${index}.png` });
  const triggers = await page.$$('[role="dialog"] button[aria-haspopup="listbox"]');
  await triggers[index].click();
  await page.waitForSelector('[role="option"]', { visible: true });
  await page.click('[role="option"]');
  await page.waitForSelector('[role="listbox"]', { hidden: true });
}
await page.locator(aria('button', 'Continue')).click();
await page.waitForFunction(() => location.pathname === '/dashboard');
const state = { usr: { customer: { name: 'Ava Nguyen', id: '402715938' } }, key: 'x', idx: 0 };
for (const theme of ['dark', 'light'])
  for (const width of [1280, 390]) {
    await page.setViewport({ width, height: 800 });
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.goto(`${origin}/dashboard`, { waitUntil: 'networkidle0' });
    await page.screenshot({ path: `/tmp/ct13/shot-dashboard-${theme}-${width}.png` });
    await page.goto(`${origin}/customer-details`);
    await page.evaluate((s) => history.replaceState(s, '', '/customer-details'), state);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.screenshot({ path: `/tmp/ct13/shot-customer-${theme}-${width}.png` });
  }
await page.goto(`${origin}/member/`);
await page.setViewport({ width: 390, height: 800 });
await page.locator(aria('textbox', 'Email')).fill('ava.nguyen@members.example');
await page.locator(aria('button', 'Send code')).click();
await otpFilled();
await page.locator(aria('button', 'Verify')).click();
await page.waitForFunction(() => !document.querySelector('input[autocomplete="one-time-code"]'));
for (const theme of ['dark', 'light'])
  for (const width of [390, 1280]) {
    await page.setViewport({ width, height: 800 });
    await page.evaluate((t) => localStorage.setItem('theme', t), theme);
    await page.reload({ waitUntil: 'networkidle0' });
    await page.screenshot({ path: `/tmp/ct13/shot-member-${theme}-${width}.png` });
  }
await browser.close();
