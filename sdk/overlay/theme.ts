/**
 * The look of the brand that opens the overlay (issue 12 §7: "The overlay
 * looks like the brand that opens it (colours, fonts, logo passed as
 * options)"). The page's bridge writes the theme into the frame URL; the
 * overlay origin's server reads it back through readOverlayTheme, which takes
 * only known keys and values that cannot carry CSS or HTML of their own:
 * colours as hex or rgb(), font families as plain names, the logo text as
 * text, the logo image only from an allowed origin. The values become CSS
 * custom properties on the overlay page's <html>, so its first paint is
 * already the brand's.
 */

/** The brand colours the overlay uses (the names of the site's BrandColors). */
export const OVERLAY_THEME_COLORS = ['primary', 'onPrimary', 'link', 'accent', 'background', 'surface', 'text', 'muted'] as const;
export type OverlayThemeColor = (typeof OVERLAY_THEME_COLORS)[number];

export interface OverlayTheme {
  colors?: Partial<Record<OverlayThemeColor, string>>;
  /** A CSS font-family list of plain names ("Georgia, 'Times New Roman', serif"). */
  fontFamily?: string;
  headingFontFamily?: string;
  /** The word mark, shown as text. */
  logoText?: string;
  /** A logo image: an absolute URL on an allowed origin, or a path on the opening page's origin. */
  logoUrl?: string;
}

/** The frame URL parameter of a theme value: `theme.primary`, `theme.fontFamily`, `theme.logoUrl` ... */
const param = (key: string) => `theme.${key}`;
const TEXT_KEYS = ['fontFamily', 'headingFontFamily', 'logoText', 'logoUrl'] as const;

/** The frame URL parameters of a theme (the bridge's side; the overlay validates them). */
export function overlayThemeParams(theme: OverlayTheme | undefined): Array<[string, string]> {
  if (!theme) return [];
  const params: Array<[string, string]> = [];
  for (const key of OVERLAY_THEME_COLORS) {
    const value = theme.colors?.[key];
    if (value) params.push([param(key), value]);
  }
  for (const key of TEXT_KEYS) {
    const value = theme[key];
    if (value) params.push([param(key), value]);
  }
  return params;
}

const HEX = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB = /^rgba?\(\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*(?:[,/]\s*(?:0|1|0?\.\d{1,3}|\d{1,3}%)\s*)?\)$/i;

/** The red, green and blue of a hex or rgb() colour; null for anything else (names, var(), url(), expressions). */
export function parseThemeColor(value: string): [number, number, number] | null {
  const text = value.trim();
  if (HEX.test(text)) {
    const digits = text.slice(1);
    const short = digits.length <= 4;
    const channel = (index: number) => parseInt(short ? digits[index]!.repeat(2) : digits.slice(index * 2, index * 2 + 2), 16);
    return [channel(0), channel(1), channel(2)];
  }
  const match = RGB.exec(text);
  if (!match) return null;
  const channels = [match[1], match[2], match[3]].map(Number) as [number, number, number];
  return channels.every((channel) => channel <= 255) ? channels : null;
}

/** One family name: bare words (letters, digits, spaces, hyphens; -apple-system too) or the same quoted. */
const FAMILY = /^(?:-?[A-Za-z][A-Za-z0-9 -]{0,39}|"[A-Za-z0-9 -]{1,40}"|'[A-Za-z0-9 -]{1,40}')$/;

/** True for a font-family list of at most 8 plain names: nothing that could end the declaration or load a file. */
export function isFontFamilyList(value: string): boolean {
  if (value.length > 240) return false;
  const families = value.split(',').map((family) => family.trim());
  return families.length <= 8 && families.every((family) => FAMILY.test(family));
}

/**
 * The logo URL when it is safe to show: http(s), no credentials, on one of
 * `allowedOrigins`; a path ("/brand/logo.svg") is read on `pageOrigin`. Null otherwise.
 */
export function safeLogoUrl(raw: string, pageOrigin: string, allowedOrigins: readonly string[]): string | null {
  let url: URL;
  try {
    url = new URL(raw.trim(), pageOrigin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  return allowedOrigins.includes(url.origin) ? url.href : null;
}

/** A word mark: printable text of at most 40 characters (rendered as text, never as markup). */
const cleanLogoText = (value: string): string | null => {
  const text = value.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return text.length > 0 && text.length <= 40 ? text : null;
};

export interface ReadTheme {
  theme: OverlayTheme;
  /** The parameters that were given but refused (for a console warning naming them). */
  rejected: string[];
}

/**
 * Reads and validates the theme of a frame URL's query (`theme.primary` ...); `logoOrigins` are the
 * origins a logo image may come from. Every refused value and every unknown `theme.` key is named.
 */
export function readOverlayTheme(query: Readonly<Record<string, unknown>>, pageOrigin: string, logoOrigins: readonly string[]): ReadTheme {
  const theme: OverlayTheme = {};
  const rejected: string[] = [];
  const known = new Set<string>([...OVERLAY_THEME_COLORS, ...TEXT_KEYS].map(param));
  for (const name of Object.keys(query)) if (name.startsWith('theme.') && !known.has(name)) rejected.push(name);
  const read = <T>(key: string, accept: (value: string) => T | null, store: (value: T) => void) => {
    const value = Object.hasOwn(query, param(key)) ? query[param(key)] : undefined;
    if (value === undefined || value === '') return;
    const accepted = typeof value === 'string' ? accept(value) : null;
    if (accepted === null) rejected.push(param(key));
    else store(accepted);
  };
  for (const key of OVERLAY_THEME_COLORS) {
    read(key, (value) => (parseThemeColor(value) ? value.trim() : null), (value) => { (theme.colors ??= {})[key] = value; });
  }
  read('fontFamily', (value) => (isFontFamilyList(value) ? value.trim() : null), (value) => { theme.fontFamily = value; });
  read('headingFontFamily', (value) => (isFontFamilyList(value) ? value.trim() : null), (value) => { theme.headingFontFamily = value; });
  read('logoText', cleanLogoText, (value) => { theme.logoText = value; });
  read('logoUrl', (value) => safeLogoUrl(value, pageOrigin, logoOrigins), (value) => { theme.logoUrl = value; });
  return { theme, rejected };
}

const kebab = (key: string) => key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** The CSS custom properties of a (validated) theme: --color-primary ..., --font-body, --font-heading. */
export function overlayThemeProperties(theme: OverlayTheme): Record<string, string> {
  const properties: Record<string, string> = {};
  for (const key of OVERLAY_THEME_COLORS) {
    const value = theme.colors?.[key];
    if (value) properties[`--color-${kebab(key)}`] = value;
  }
  if (theme.fontFamily) properties['--font-body'] = theme.fontFamily;
  if (theme.headingFontFamily) properties['--font-heading'] = theme.headingFontFamily;
  return properties;
}

/** 'dark' when the theme's background is dark (form controls and scrollbars follow), 'light' when light, null without one. */
export function overlayColorScheme(theme: OverlayTheme): 'dark' | 'light' | null {
  const rgb = theme.colors?.background ? parseThemeColor(theme.colors.background) : null;
  if (!rgb) return null;
  // WCAG relative luminance; below the middle grey's the text must be light.
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.18 ? 'dark' : 'light';
}

/** The inline style of the overlay page's <html> for a (validated) theme: its custom properties and colour scheme. */
export function overlayThemeStyle(theme: OverlayTheme): string {
  const declarations = Object.entries(overlayThemeProperties(theme)).map(([name, value]) => `${name}:${value}`);
  const scheme = overlayColorScheme(theme);
  if (scheme) declarations.push(`color-scheme:${scheme}`);
  return declarations.join(';');
}
