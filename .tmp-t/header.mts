import { chromium } from 'playwright-core';
import { signUpInPage } from '../tests/e2e/harness.ts';
const site = 'http://localhost:18310';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
await context.addCookies([{ name: 'v18', value: 'y1', url: site }]);
const page = await context.newPage();
await signUpInPage(page, { urls: { site } } as never, `hdr${Date.now() % 100000}`);
for (const lang of ['', 'en/', 'es/', 'nl/']) {
  for (const width of [1023, 1200, 1280, 1366, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${site}/${lang}`);
    await page.waitForSelector('html[data-hydrated-at]', { state: 'attached' });
    const over = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    const hidden = await page.evaluate(() => { const li = document.querySelector('.main-nav--desktop a[href$="models-finden/"], .main-nav--desktop a[href$="find-models/"], .main-nav--desktop a[href$="buscar-modelos/"], .main-nav--desktop a[href$="modellen-zoeken/"]')?.closest('li') as HTMLElement | null; if (!li) return 'none'; li.style.display = 'none'; const v = document.documentElement.scrollWidth - document.documentElement.clientWidth; li.style.display = ''; return v; });
    const bar = await page.evaluate(() => { const b = document.querySelector('.site-header__bar') as HTMLElement | null; return b ? b.scrollWidth - b.clientWidth : null; });
    console.log(lang || 'de/', width, 'page over', over, 'bar over', bar, 'without item', hidden);
  }
}
await page.screenshot({ path: '/tmp/t-shots/loggedin-1440.png' });
await browser.close();
