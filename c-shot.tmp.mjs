import { chromium } from 'playwright-core';
// usage: node c-shot.mjs out-prefix url1 url2 ...  (each at 1440 and 390)
const [,, prefix, ...urls] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
let i = 0;
for (const url of urls) {
  for (const width of [1440, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([{ name: 'v18', value: 'y1', url: new URL(url).origin }]);
    const page = await context.newPage();
    page.on('pageerror', (e) => console.log('pageerror', e.message));
    page.on('console', (m) => { if (m.type() === 'error') console.log('console', m.text()); });
    const res = await page.goto(url, { waitUntil: 'networkidle' });
    const button = page.getByRole('button', { name: /Only necessary|Nur notwendige|Solo necesarias|Alleen noodzakelijke|Accept all|Alle akzeptieren|Aceptar todo|Alles accepteren/i }).first();
    if (await button.isVisible().catch(() => false)) { await button.click().catch(() => {}); await page.waitForTimeout(300); }
    await page.waitForTimeout(700);
    const file = `${prefix}-${i}-${width}.png`;
    await page.screenshot({ path: file, fullPage: width === 390 ? false : true });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    console.log(file, res.status(), await page.title(), 'overflowX', overflow);
    await context.close();
  }
  i++;
}
await browser.close();
