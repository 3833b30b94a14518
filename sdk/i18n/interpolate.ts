/**
 * Text lookup without i18next (which alone weighed some 12 KB gzip in every
 * widget page): {{placeholder}} interpolation and the plural keys i18next uses
 * (`key_one`, `key_other`, ... chosen by Intl.PluralRules from `count`).
 */

/** Values for {{placeholder}}s in a text. */
export type TextValues = Record<string, unknown>;

/** Replaces each {{name}} with values.name; a missing value leaves the placeholder visible, so a test sees it. */
export function interpolate(text: string, values?: TextValues): string {
  if (!values) return text;
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (values[name] === undefined ? whole : String(values[name])));
}

/**
 * The text of `key` with `values`: when a numeric `count` is given, the plural
 * form of the language (`key_one`, `key_few`, ...) first, then `key_other`,
 * then `key` itself; a missing key shows the key, as i18next does.
 */
export function pluralText(lookup: (key: string) => string | undefined, plurals: Intl.PluralRules, key: string, values?: TextValues): string {
  const count = values?.count;
  const text = typeof count === 'number' ? lookup(`${key}_${plurals.select(count)}`) ?? lookup(`${key}_other`) ?? lookup(key) : lookup(key);
  return interpolate(text ?? key, values);
}
