// Issue 15 §7 "Grids remember their settings per type on the guest (storeTileGridSettings)"; spec 001 §3 "Tile
// grid settings: kept per grid type on the guest". Real Chromium against the real server: a guest sorts and
// filters one list, comes back to its plain address and finds both again, while another list keeps its own
// defaults; the address still wins, and resetting the filter forgets the types.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acknowledgeNotices, openPage, startVelvet, type Velvet } from './harness';
import { waitForScreen } from './site-pages';

let velvet: Velvet;
beforeAll(async () => {
  velvet = await startVelvet();
});
afterAll(async () => {
  await velvet?.close();
});

describe('a list remembers its order and types per list type', () => {
  it('sorts and filters /en/videos/new-videos/, finds them again on the plain address, and other lists keep their defaults', async () => {
    const { page, problems, close } = await openPage(velvet, { width: 1440, height: 900 });
    try {
      const newVideos = `${velvet.urls.site}/en/videos/new-videos/`;
      await page.goto(newVideos);
      await acknowledgeNotices(page);
      await waitForScreen(page);
      const select = page.getByLabel('Sort by');
      // spec 001 §9: new videos sort by newest by default.
      expect(await select.inputValue()).toBe('newest');
      await select.selectOption('cheapest');
      await page.getByRole('button', { name: 'Sort' }).click();
      await page.waitForURL((url) => url.searchParams.get('order') === 'cheapest');
      await page.getByText('Filter', { exact: true }).click();
      await page.getByRole('checkbox', { name: 'On sale' }).check();
      await page.getByRole('button', { name: 'Show videos' }).click();
      await page.waitForURL((url) => url.searchParams.get('type') === 'discount' && url.searchParams.get('order') === 'cheapest');
      // The settings are stored on the guest (this browser's session), not in the address.
      const stored = await (await page.request.get(`${velvet.urls.site}/rest/v1/guest/getTileGridSettings/newVideos`)).json();
      expect(stored.data).toEqual({ order: 'cheapest', types: ['discount'] });

      // Back on the plain address: the server renders the remembered order and types.
      await page.goto(newVideos);
      await waitForScreen(page);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('cheapest');
      expect(await page.getByRole('checkbox', { name: 'On sale' }).isChecked()).toBe(true);

      // Another list type keeps its own defaults (all videos: top rated, no type).
      await page.goto(`${velvet.urls.site}/en/videos/`);
      await waitForScreen(page);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('topRated');
      expect(await page.locator('.videos__panel[open]').count()).toBe(0);

      // The address wins over what is remembered.
      await page.goto(`${newVideos}?order=longest`);
      await waitForScreen(page);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('longest');

      // Resetting the filter forgets the types; the order stays remembered.
      await page.goto(newVideos);
      await waitForScreen(page);
      await page.getByRole('link', { name: 'Reset filters' }).click();
      await page.waitForURL((url) => url.pathname === '/en/videos/new-videos/' && !url.searchParams.has('type'));
      await expect.poll(async () => (await (await page.request.get(`${velvet.urls.site}/rest/v1/guest/getTileGridSettings/newVideos`)).json()).data).toEqual({ order: 'cheapest' });
      await page.goto(newVideos);
      await waitForScreen(page);
      // No filter on: the panel stays closed, its box unticked.
      expect(await page.locator('.videos__panel[open]').count()).toBe(0);
      expect(await page.locator('input[name="type"][value="discount"]').isChecked()).toBe(false);
      expect(await page.getByLabel('Sort by').inputValue()).toBe('cheapest');
      expect(problems).toEqual([]);
    } finally {
      await close();
    }
  });
});
