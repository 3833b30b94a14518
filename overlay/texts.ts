/**
 * Every text of the overlay in de, en, es, nl. Plain objects (no i18next):
 * the overlay opens when a guest wants to pay, so every kilobyte counts.
 * Each language's words are a module of their own (./texts/<language>.ts):
 * the overlay is built once per language (scripts/rollup-one-language.mjs
 * points every language's module at the bundle's one), so a guest downloads
 * the words of the page's language only.
 */
import type { OverlayLanguage } from './config';
import { WORDS as de } from './texts/de';
import { WORDS as en } from './texts/en';
import { WORDS as es } from './texts/es';
import { WORDS as nl } from './texts/nl';

export type TextKey = keyof typeof en;
const WORDS: Record<OverlayLanguage, Record<TextKey, string>> = { de, en, es, nl };

/** The text of a key in a language, with {name} placeholders filled. */
export function text(language: OverlayLanguage, key: TextKey, values: Record<string, string | number> = {}): string {
  const template = (WORDS[language] ?? en)[key];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** key -> [de, en, es, nl]: every language has every key (checked by the tests). */
export const TEXT_TABLE: Readonly<Record<string, readonly string[]>> = /* @__PURE__ */ Object.fromEntries(
  (Object.keys(en) as TextKey[]).map((key) => [key, [de[key], en[key], es[key], nl[key]]]),
);
