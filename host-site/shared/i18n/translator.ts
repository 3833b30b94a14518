import { interpolate } from '../../../sdk/i18n/interpolate';

export { interpolate };
/** Values for {{placeholder}}s in a text. */
export type TextValues = Record<string, string | number>;

/**
 * A fixed-language translator over one table of texts: what the site needs
 * from i18next (lookup and {{placeholder}} interpolation) without shipping it
 * with the first route. A missing key shows the key, like i18next does.
 */
export function createTranslator<K extends string>(texts: Readonly<Record<K, string>>): (key: K, values?: TextValues) => string {
  return (key, values) => interpolate(texts[key] ?? key, values);
}
