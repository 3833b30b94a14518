/**
 * The share image (Open Graph, 1200 × 630) of a brand whose config file came without one in
 * host-site/public/og/: drawn from the file's name and colours, so a brand from one config file
 * shares a picture of its own instead of a 404 (issue 16 §5).
 */
import type { BrandConfig } from '../../sdk/brands';

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function brandShareImageSvg(brand: BrandConfig): string {
  const { colors } = brand;
  const name = escapeXml(brand.name);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${name}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.surface}"/><stop offset="1" stop-color="${colors.background}"/></linearGradient></defs>
<rect width="1200" height="630" fill="url(#g)"/>
<rect x="96" y="250" width="120" height="8" rx="4" fill="${colors.primary}"/>
<text x="96" y="220" font-family="${escapeXml(brand.fonts.heading)}" font-size="120" font-weight="700" fill="${colors.text}">${name}</text>
</svg>
`;
}
