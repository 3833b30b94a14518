import { chromium } from 'playwright-core';
const [,, ...targets] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
for (const t of targets) {
  const [url, width, out] = t.split('|');
  const context = await browser.newContext({ viewport: { width: Number(width), height: 900 } });
  await context.addCookies([{ name: 'v18', value: 'y1', url: url, sameSite: 'Lax' }]);
  const page = await context.newPage();
  const res = await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  await page.screenshot({ path: out, fullPage: false });
  console.log(out, res.status(), await page.evaluate(() => document.scrollingElement.scrollWidth));
  await context.close();
}
await browser.close();
