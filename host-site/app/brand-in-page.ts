/**
 * The brand's config travels in the page (issue 16 §5: "A third brand is one config file"): the server
 * renders with the config file it serves and writes it into the HTML; the browser reads it from there.
 * So a brand needs no build of its own: the bundle knows no list of brands.
 */
import type { BrandConfig } from '../../sdk/brands';

export const BRAND_CONFIG_ID = 'velvet-brand-config';

/** The config as an inert JSON script, with the answer's nonce like every script of the page; `<` escaped so no text can end the script. */
export function brandConfigScript(brand: BrandConfig, nonce: string): string {
  const json = JSON.stringify(brand).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${BRAND_CONFIG_ID}" nonce="${nonce}">${json}</script>`;
}

/**
 * The page's brand config; null when the page has none (the Vite dev server renders in the browser only).
 * Not checked again: the server refused a broken config file when it started (sdk/brands parseBrandConfig)
 * and wrote this one itself, and the checker would cost the first route 2 kB of script.
 */
export function readBrandConfig(document: Document): BrandConfig | null {
  const text = document.getElementById(BRAND_CONFIG_ID)?.textContent;
  return text ? (JSON.parse(text) as BrandConfig) : null;
}
