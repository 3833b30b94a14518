import { BRAND_SITES } from '../../sdk/brands';
import type { BrandConfig } from './brand';

/** The main site: German by default, offered in all four languages (spec 000 §1). */
export const velvet: BrandConfig = {
  id: 'velvet',
  name: 'Velvet',
  logoText: 'Velvet',
  languages: BRAND_SITES.velvet.languages,
  defaultLanguage: BRAND_SITES.velvet.defaultLanguage,
  themeColor: '#5b1a3a',
  colors: {
    primary: '#b0245f',
    onPrimary: '#ffffff',
    link: '#ff8fbf',
    accent: '#2fb56a',
    background: '#17111a',
    surface: '#241a29',
    text: '#f5eef7',
    muted: '#b9a9bf',
  },
  fonts: {
    body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
    heading: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};
