import { createRequire } from 'node:module';
const puppeteer = createRequire(import.meta.resolve('lighthouse'))('puppeteer-core');
const [url, out] = process.argv.slice(2);
const browser = await puppeteer.launch({
  executablePath: '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage();
await page.setViewport({ width: 1280, height: 720 });
page.on('console', (m) => console.log('console', m.type(), m.text().slice(0, 200)));
page.on('requestfailed', (r) => console.log('failed', r.url(), r.failure()?.errorText));
page.on('response', (r) => {
  if (r.url().endsWith('.css')) console.log('css', r.status(), r.url());
});
await page.goto(url, { waitUntil: 'networkidle0' });
console.log(
  'sheets',
  await page.evaluate(() =>
    [...document.styleSheets].map((s) => `${s.href} ${s.cssRules.length}`).join('\n'),
  ),
);
console.log(
  'html class',
  await page.evaluate(
    () =>
      document.documentElement.className +
      ' | body font: ' +
      getComputedStyle(document.body).fontFamily +
      ' | bg ' +
      getComputedStyle(document.body).backgroundColor +
      ' | var ' +
      [...document.styleSheets]
        .flatMap((s) => [...s.cssRules])
        .filter((r) => r.selectorText && r.selectorText.startsWith('.'))
        .slice(0, 5)
        .map((r) => r.cssText.slice(0, 150))
        .join('\n'),
  ),
);
await page.screenshot({ path: out });
await browser.close();
