import type { Language } from '../../sdk/config';

/** Colours of a brand, applied to the site as CSS custom properties (see host-site/app/theme.ts). */
export interface BrandColors {
  /** Buttons and active states. */
  primary: string;
  /** Text drawn on top of `primary`. */
  onPrimary: string;
  /** Link text on the background colour (readable contrast, unlike `primary` on dark backgrounds). */
  link: string;
  /** Online badges and highlights. */
  accent: string;
  background: string;
  surface: string;
  text: string;
  muted: string;
}

/**
 * Everything that differs between the Velvet site and a white-label site.
 * The host-site code is the same for every brand; only this object changes.
 */
export interface BrandConfig {
  /** Matches `<meta name="velvet-brand" content="...">` in index.html. */
  id: string;
  /** Shown in document titles and the footer. */
  name: string;
  /** The word mark in the header (a text logo keeps the first paint free of image requests). */
  logoText: string;
  /** Languages offered in the language switcher; the first page language must be one of them. */
  languages: readonly Language[];
  defaultLanguage: Language;
  /** `<meta name="theme-color">` of the browser chrome. */
  themeColor: string;
  colors: BrandColors;
  /** CSS font-family lists of plain names (no web fonts: the first paint loads none); the overlay takes them too. */
  fonts: BrandFonts;
}

/** The brand's type: body text, and headings with the word mark. */
export interface BrandFonts {
  body: string;
  heading: string;
}
