// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { getBrand } from '../../white-label/brands';
import { readBrandId, startUp } from './start-up';
import { applyBrandTheme } from './theme';

afterEach(() => {
  document.head.innerHTML = '';
  document.documentElement.removeAttribute('style');
  window.history.replaceState(null, '', '/');
});

function setBrandMeta(content: string | null): void {
  document.head.innerHTML = '<meta name="theme-color" content="#000000" />';
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'velvet-brand';
  meta.content = content;
  document.head.append(meta);
}

describe('start-up', () => {
  it('reads the brand from <meta name="velvet-brand">', () => {
    setBrandMeta(' terciopelo ');
    expect(readBrandId(document)).toBe('terciopelo');
  });

  it.each([null, ''])('stops with a message naming the meta when it is %j', (content) => {
    setBrandMeta(content);
    expect(() => readBrandId(document)).toThrow('expected <meta name="velvet-brand"');
  });

  it('stops naming an unknown brand (a page without the server\'s config: the Vite dev server)', async () => {
    setBrandMeta('nope');
    await expect(startUp(document)).rejects.toThrow('got "nope"');
  });

  it('creates same-origin services in the language of the first URL', async () => {
    setBrandMeta('velvet');
    window.history.replaceState(null, '', '/es/videos/');
    const services = await startUp(document);
    expect(services.brand.name).toBe('Velvet');
    expect(services.config.apiBase).toBe('');
    expect(services.config.language).toBe('es');
    expect(services.restClient('en').resolveUrl('/img/a.jpg')).toBe('/img/a.jpg');
  });

  it('puts the brand colours on <html> and sets the theme colour', () => {
    setBrandMeta('terciopelo');
    const brand = getBrand('terciopelo');
    applyBrandTheme(document, brand);
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe(brand.colors.primary);
    expect(document.querySelector('meta[name="theme-color"]')?.getAttribute('content')).toBe(brand.themeColor);
  });
});
