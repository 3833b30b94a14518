// Rollup plugin for a one-language bundle (the payment overlay: rollup.config.mjs builds
// dist/overlay/overlay.<language>.js per language).
//
// Why: the overlay's words (overlay/texts/<language>.ts) and the error words it shows
// (sdk/i18n/error-texts/<area>/<language>.ts) are one module per language, and their tables
// import all four. A guest downloads the overlay in the page's language only (the server picks
// the bundle), so shipping the three other languages' words would be dead weight: the budget
// in .size-limit.cjs would not hold. This plugin resolves every per-language text module of
// another language to the same module of the bundle's language. Every language key of the
// tables then points to that one module: its words ship once, and the tables still answer for
// any language (the page only ever asks for its own), so no source changes its API.
import { existsSync } from 'node:fs';

const LANGUAGES = ['de', 'en', 'es', 'nl'];

/** A resolved path of a per-language text module: [whole, folder with the trailing slash, language]. */
const PER_LANGUAGE_MODULE = new RegExp(
  String.raw`^(.*[\\/](?:overlay[\\/]texts|sdk[\\/]i18n[\\/]error-texts[\\/][a-z]+)[\\/])(${LANGUAGES.join('|')})\.ts$`,
);

/** @param {'de' | 'en' | 'es' | 'nl'} language the bundle's language */
export function oneLanguage(language) {
  if (!LANGUAGES.includes(language)) throw new Error(`oneLanguage: unknown language ${JSON.stringify(language)}`);
  return {
    name: 'velvet-one-language',
    async resolveId(source, importer, options) {
      // Only relative imports of a per-language module can be one (cheap filter before resolving).
      if (!importer || !source.startsWith('.') || !LANGUAGES.some((l) => source.endsWith(`/${l}`) || source.endsWith(`/${l}.ts`))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const match = resolved && !resolved.external ? PER_LANGUAGE_MODULE.exec(resolved.id) : null;
      if (!match || match[2] === language) return resolved;
      const id = `${match[1]}${language}.ts`;
      if (!existsSync(id)) this.error(`oneLanguage: ${resolved.id} has no ${language} sibling (${id})`);
      return { ...resolved, id };
    },
  };
}
