import { describe, expect, it } from 'vitest';
import { isFontFamilyList, overlayColorScheme, overlayThemeParams, overlayThemeProperties, overlayThemeStyle, parseThemeColor, readOverlayTheme, safeLogoUrl, type OverlayTheme } from './theme';

const SITE = 'https://velvet.example';
const API = 'https://api.velvet.example';
const read = (query: Record<string, unknown>) => readOverlayTheme(query, SITE, [SITE, API]);

// issue 12 §7: "The overlay looks like the brand that opens it (colours, fonts, logo passed as options)".
describe('the overlay theme', () => {
  it('travels through the frame URL and comes back unchanged', () => {
    const theme: OverlayTheme = {
      colors: { primary: '#b0245f', onPrimary: '#ffffff', background: 'rgb(23, 17, 26)', text: '#f5eef7' },
      fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
      headingFontFamily: "Georgia, 'Times New Roman', serif",
      logoText: 'Terciopelo·es',
      logoUrl: `${SITE}/brand/logo.svg`,
    };
    const params = new URLSearchParams(overlayThemeParams(theme));
    expect(params.get('theme.primary')).toBe('#b0245f');
    expect(readOverlayTheme(Object.fromEntries(params), SITE, [SITE])).toEqual({ theme, rejected: [] });
  });

  it.each([
    ['#abc', [170, 187, 204]], ['#aabbcc', [170, 187, 204]], ['#AABBCC80', [170, 187, 204]], ['rgb(1, 2, 3)', [1, 2, 3]],
    ['rgba(1,2,3,0.5)', [1, 2, 3]], ['rgb(1 2 3 / 50%)', [1, 2, 3]],
  ])('accepts the colour %s', (value, rgb) => {
    expect(parseThemeColor(value)).toEqual(rgb);
  });

  // Nothing that can inject CSS: names, functions, declarations, url(), expressions.
  it.each([
    'red', '#ggg', '#12345', 'rgb(256, 0, 0)', 'var(--x)', 'url(https://evil.example/x.png)', '#fff; background: url(x)', '#fff}body{display:none',
    'expression(alert(1))', 'rgb(1,2,3);x:y', '',
  ])('refuses the colour %j', (value) => {
    expect(parseThemeColor(value)).toBeNull();
  });

  it.each([
    ["Georgia, 'Times New Roman', serif", true],
    ['system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', true],
    ['Arial;} body { display: none', false],
    ["url('x.woff')", false],
    ["'Unclosed, serif", false],
    ['a\\62 c', false],
    ['a, b, c, d, e, f, g, h, i', false],
  ])('font list %j is accepted: %s', (value, ok) => {
    expect(isFontFamilyList(value)).toBe(ok);
  });

  it.each([
    ['/brand/logo.svg', `${SITE}/brand/logo.svg`],
    [`${API}/img/logo.png`, `${API}/img/logo.png`],
    ['https://evil.example/logo.svg', null],
    ['//evil.example/logo.svg', null],
    ['javascript:alert(1)', null],
    ['data:image/svg+xml,<svg onload=alert(1)>', null],
    [`https://user:pw@velvet.example/logo.svg`, null],
    ['https://velvet.example.evil.example/logo.svg', null],
  ])('logo URL %j -> %j', (raw, expected) => {
    expect(safeLogoUrl(raw, SITE, [SITE, API])).toBe(expected);
  });

  it('keeps only known keys and names every refused one', () => {
    const { theme, rejected } = read({
      'theme.primary': '#b0245f', 'theme.accent': 'red', 'theme.fontFamily': 'x;y', 'theme.logoUrl': 'https://evil.example/l.svg',
      'theme.logoText': '  Velvet  ', 'theme.evil': '#000', 'theme.__proto__': '#000', flow: 'moneycharge',
    });
    expect(theme).toEqual({ colors: { primary: '#b0245f' }, logoText: 'Velvet' });
    expect(rejected.sort()).toEqual(['theme.__proto__', 'theme.accent', 'theme.evil', 'theme.fontFamily', 'theme.logoUrl']);
  });

  it('a repeated parameter (an array) is refused, not guessed', () => {
    expect(read({ 'theme.primary': ['#000', '#fff'] })).toEqual({ theme: {}, rejected: ['theme.primary'] });
  });

  it('the logo text is text: markup stays characters, control characters go, 40 characters at most', () => {
    expect(read({ 'theme.logoText': '<img src=x onerror=alert(1)>' }).theme.logoText).toBe('<img src=x onerror=alert(1)>');
    expect(read({ 'theme.logoText': 'Vel\u0000vet\n' }).theme.logoText).toBe('Velvet');
    expect(read({ 'theme.logoText': 'x'.repeat(41) }).rejected).toEqual(['theme.logoText']);
  });

  it('becomes CSS custom properties with the site\'s names', () => {
    expect(overlayThemeProperties({ colors: { primary: '#b0245f', onPrimary: '#fff' }, fontFamily: 'Arial', headingFontFamily: 'Georgia, serif' })).toEqual({
      '--color-primary': '#b0245f', '--color-on-primary': '#fff', '--font-body': 'Arial', '--font-heading': 'Georgia, serif',
    });
    expect(overlayThemeProperties({})).toEqual({});
  });

  it('becomes the inline style of the overlay page, colour scheme included', () => {
    expect(overlayThemeStyle({ colors: { primary: '#d9541e', background: '#1a1310' }, headingFontFamily: "Georgia, 'Times New Roman', serif" }))
      .toBe("--color-primary:#d9541e;--color-background:#1a1310;--font-heading:Georgia, 'Times New Roman', serif;color-scheme:dark");
    expect(overlayThemeStyle({ logoText: 'Velvet' })).toBe('');
  });

  it.each([
    ['#17111a', 'dark'], ['#1a1310', 'dark'], ['#ffffff', 'light'], ['rgb(240, 240, 240)', 'light'],
  ] as const)('background %s is %s', (background, scheme) => {
    expect(overlayColorScheme({ colors: { background } })).toBe(scheme);
  });
});
