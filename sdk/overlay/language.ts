/**
 * The overlay's language, one rule for both sides: the overlay app reads it
 * from its frame URL, and the server picks the one-language bundle
 * (overlay.<lang>.js) with it, so the words the app asks for are the ones
 * the bundle carries.
 */
export const OVERLAY_LANGUAGES = ['de', 'en', 'es', 'nl'] as const;
export type OverlayLanguage = (typeof OVERLAY_LANGUAGES)[number];

/** spec 000 §1: "An unknown language falls back to English." The first two letters, in any case. */
export function overlayLanguage(value: string | null | undefined): OverlayLanguage {
  const short = (value ?? '').slice(0, 2).toLowerCase();
  return (OVERLAY_LANGUAGES as readonly string[]).includes(short) ? (short as OverlayLanguage) : 'en';
}
