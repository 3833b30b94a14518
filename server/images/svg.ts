/**
 * Tasteful, non-explicit generated artwork: gradients, an abstract portrait
 * silhouette and initials. Pure string building, so seeding 37,000 images
 * stays fast; the viewBox is fixed per kind and only width/height change.
 */
import { heightOf, type ImageKind } from './paths';

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);

/** Up to two initials: "Golden Hour" -> "GH", "LenaRose" -> "LR". */
export function initialsOf(text: string): string {
  const words = text.replace(/([a-z])([A-Z])/g, '$1 $2').split(/\s+/).filter(Boolean);
  return words.slice(0, 2).map((w) => w[0]!.toUpperCase()).join('');
}

/** Two hues derived from the id, so neighbouring tiles differ. */
function hues(id: number): [number, number] {
  const first = (id * 137) % 360;
  return [first, (first + 40 + ((id * 53) % 80)) % 360];
}

function gradient(id: number): string {
  const [a, b] = hues(id);
  return `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 55% 42%)"/><stop offset="1" stop-color="hsl(${b} 60% 22%)"/></linearGradient></defs>`;
}

function svg(width: number, height: number, viewBox: string, label: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}" role="img" aria-label="${escapeXml(label)}">${body}</svg>`;
}

/** A performer avatar: gradient, head-and-shoulders silhouette, initials. */
export function performerAvatarSvg(id: number, name: string, width: number): string {
  const body =
    `${gradient(id)}<rect width="100" height="100" fill="url(#g)"/>` +
    `<circle cx="50" cy="40" r="17" fill="#fff" fill-opacity=".28"/>` +
    `<path d="M18 100c0-20 14-33 32-33s32 13 32 33z" fill="#fff" fill-opacity=".28"/>` +
    // Centred on the chest: tiles crop the square to 3:4 and the profile shows it round,
    // so anything near a corner would be cut off.
    `<text x="50" y="90" text-anchor="middle" font-family="sans-serif" font-size="12" font-weight="700" fill="#fff" fill-opacity=".9">${escapeXml(initialsOf(name))}</text>`;
  return svg(width, heightOf('performer', width), '0 0 100 100', name, body);
}

/** A cover, video preview or album picture: gradient, soft circles, centred initials of the title. */
export function previewSvg(kind: Exclude<ImageKind, 'performer'>, id: number, title: string, width: number): string {
  const viewHeight = kind === 'picture' ? 213 : 90;
  const [a] = hues(id + 7);
  const body =
    `${gradient(id)}<rect width="160" height="${viewHeight}" fill="url(#g)"/>` +
    `<circle cx="${20 + (id % 120)}" cy="${viewHeight * 0.3}" r="${viewHeight * 0.35}" fill="hsl(${a} 70% 70%)" fill-opacity=".18"/>` +
    `<circle cx="${140 - (id % 90)}" cy="${viewHeight * 0.8}" r="${viewHeight * 0.25}" fill="#fff" fill-opacity=".1"/>` +
    `<text x="80" y="${viewHeight / 2 + 9}" text-anchor="middle" font-family="sans-serif" font-size="26" font-weight="700" fill="#fff" fill-opacity=".85">${escapeXml(initialsOf(title))}</text>`;
  return svg(width, heightOf(kind, width), `0 0 160 ${viewHeight}`, title, body);
}

/** The size of a gift picture: the messenger shows it at 48 px, so 96 keeps it sharp on a 2x screen. */
export const GIFT_IMAGE_PX = 96;

/**
 * A messenger gift: a wrapped present on a round gradient badge in the gift's
 * own hues, so gifts tell apart at a glance without any artwork to license.
 */
export function giftSvg(id: number, name: string): string {
  const [a, b] = hues(id);
  const body =
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${a} 70% 58%)"/><stop offset="1" stop-color="hsl(${b} 65% 36%)"/></linearGradient></defs>` +
    `<circle cx="50" cy="50" r="50" fill="url(#g)"/>` +
    // Box, lid and ribbon: white at two strengths, so the shape reads on every hue.
    `<rect x="26" y="46" width="48" height="32" rx="3" fill="#fff" fill-opacity=".85"/>` +
    `<rect x="22" y="36" width="56" height="12" rx="3" fill="#fff"/>` +
    `<rect x="46" y="36" width="8" height="42" fill="hsl(${a} 70% 45%)"/>` +
    `<path d="M50 36c-4-10-16-12-16-5 0 4 8 5 16 5zm0 0c4-10 16-12 16-5 0 4-8 5-16 5z" fill="none" stroke="#fff" stroke-width="4" stroke-linejoin="round"/>`;
  return svg(GIFT_IMAGE_PX, GIFT_IMAGE_PX, '0 0 100 100', name, body);
}
