import type { BrandConfig } from './brand';

/** The Spanish white-label partner site (spec 000 §1: "one Spanish-language white-label variant"). */
export const terciopelo: BrandConfig = {
  id: 'terciopelo',
  name: 'Terciopelo',
  logoText: 'Terciopelo·es',
  languages: ['es', 'en'],
  defaultLanguage: 'es',
  themeColor: '#7a2e12',
  colors: {
    primary: '#d9541e',
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
