import { BRAND_SITES } from '../../sdk/brands';
import type { BrandConfig } from './brand';

/** The Spanish white-label partner site (spec 000 §1: "one Spanish-language white-label variant"). */
export const terciopelo: BrandConfig = {
  id: 'terciopelo',
  name: 'Terciopelo',
  logoText: 'Terciopelo·es',
  languages: BRAND_SITES.terciopelo.languages,
  defaultLanguage: BRAND_SITES.terciopelo.defaultLanguage,
  themeColor: '#7a2e12',
  colors: {
    // WCAG AA: white button text needs 4.5:1 on it (the earlier #d9541e gave 4.0:1).
    primary: '#c2410c',
    onPrimary: '#ffffff',
    link: '#ffab73',
    accent: '#e2b23a',
    background: '#1a1310',
    surface: '#2a1e18',
    text: '#fbf3ec',
    muted: '#c6ad9c',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    // A serif word mark and headings: the partner's own look, with fonts every system has.
    heading: "Georgia, 'Times New Roman', 'Liberation Serif', serif",
  },
};
