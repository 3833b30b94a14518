/**
 * The translated words of the actor search's filters (spec 001 §3 "available and active filters (field to value to
 * translation)"), in the four site languages. Languages and countries are named by Intl.DisplayNames (the runtime's
 * CLDR data), so no hand-kept list of names can drift; every other value is listed here.
 */
import type { ActorFilterField } from './types';

export type SearchLanguage = 'de' | 'en' | 'es' | 'nl';
export const SEARCH_LANGUAGES: readonly SearchLanguage[] = ['de', 'en', 'es', 'nl'];

type Words = Readonly<Record<SearchLanguage, string>>;
const w = (de: string, en: string, es: string, nl: string): Words => ({ de, en, es, nl });

export const FIELD_LABELS: Readonly<Record<ActorFilterField, Words>> = {
  gender: w('Geschlecht', 'Gender', 'Género', 'Geslacht'),
  type: w('Typ', 'Type', 'Tipo', 'Type'),
  age: w('Alter', 'Age', 'Edad', 'Leeftijd'),
  languages: w('Sprachen', 'Languages', 'Idiomas', 'Talen'),
  country: w('Land', 'Country', 'País', 'Land'),
  categories: w('Kategorien', 'Categories', 'Categorías', 'Categorieën'),
  features: w('Ausstattung', 'Features', 'Funciones', 'Functies'),
  online: w('Online', 'Online', 'En línea', 'Online'),
};

/** spec 000 §3 gender values: N neither (trans), M man, F woman, C couple. */
const GENDER: Readonly<Record<string, Words>> = {
  F: w('Frau', 'Woman', 'Mujer', 'Vrouw'),
  M: w('Mann', 'Man', 'Hombre', 'Man'),
  C: w('Paar', 'Couple', 'Pareja', 'Stel'),
  N: w('Trans', 'Trans', 'Trans', 'Trans'),
};

/** spec 000 §3 type values: S transsexual, T transvestite. */
const TYPE: Readonly<Record<string, Words>> = {
  F: w('Frau', 'Woman', 'Mujer', 'Vrouw'),
  M: w('Mann', 'Man', 'Hombre', 'Man'),
  FM: w('Paar (Frau und Mann)', 'Couple (woman and man)', 'Pareja (mujer y hombre)', 'Stel (vrouw en man)'),
  FF: w('Zwei Frauen', 'Two women', 'Dos mujeres', 'Twee vrouwen'),
  MM: w('Zwei Männer', 'Two men', 'Dos hombres', 'Twee mannen'),
  S: w('Transsexuell', 'Transsexual', 'Transexual', 'Transseksueel'),
  T: w('Transvestit', 'Transvestite', 'Travesti', 'Travestiet'),
};

const AGE: Readonly<Record<string, Words>> = {
  '18-25': w('18–25 Jahre', '18–25 years', '18–25 años', '18–25 jaar'),
  '26-35': w('26–35 Jahre', '26–35 years', '26–35 años', '26–35 jaar'),
  '36-45': w('36–45 Jahre', '36–45 years', '36–45 años', '36–45 jaar'),
  '46+': w('ab 46 Jahre', '46 years and over', '46 años o más', '46 jaar en ouder'),
};

/** The same slugs as sdk/video-lists/categories.ts, with the site's names for them. */
const CATEGORY: Readonly<Record<string, Words>> = {
  blonde: w('Blond', 'Blonde', 'Rubias', 'Blond'),
  brunette: w('Brünett', 'Brunette', 'Morenas', 'Brunette'),
  redhead: w('Rothaarig', 'Redhead', 'Pelirrojas', 'Roodharig'),
  curvy: w('Kurvig', 'Curvy', 'Con curvas', 'Rondingen'),
  petite: w('Zierlich', 'Petite', 'Menudas', 'Tenger'),
  fitness: w('Fitness', 'Fitness', 'Fitness', 'Fitness'),
  tattoos: w('Tattoos', 'Tattoos', 'Tatuajes', 'Tatoeages'),
  mature: w('Reif', 'Mature', 'Maduras', 'Rijp'),
  couples: w('Paare', 'Couples', 'Parejas', 'Stellen'),
  cosplay: w('Cosplay', 'Cosplay', 'Cosplay', 'Cosplay'),
  glamour: w('Glamour', 'Glamour', 'Glamour', 'Glamour'),
  outdoor: w('Outdoor', 'Outdoor', 'Al aire libre', 'Buiten'),
};

const FEATURE: Readonly<Record<string, Words>> = {
  hd: w('HD', 'HD', 'HD', 'HD'),
  livePreview: w('Live-Vorschau', 'Live preview', 'Vista previa en directo', 'Live voorvertoning'),
  toyControl: w('Toy-Steuerung', 'Toy control', 'Control del juguete', 'Toy-besturing'),
  audio: w('Ton', 'Audio', 'Audio', 'Geluid'),
};

const ONLINE: Readonly<Record<string, Words>> = { true: w('Jetzt online', 'Online now', 'En línea ahora', 'Nu online') };

const TABLES: Partial<Record<ActorFilterField, Readonly<Record<string, Words>>>> = {
  gender: GENDER, type: TYPE, age: AGE, categories: CATEGORY, features: FEATURE, online: ONLINE,
};

const displayNames = new Map<string, Intl.DisplayNames>();
function displayName(language: SearchLanguage, kind: 'language' | 'region', code: string): string {
  const key = `${language}:${kind}`;
  let names = displayNames.get(key);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: kind, fallback: 'code' });
    displayNames.set(key, names);
  }
  try {
    return names.of(kind === 'region' ? code.toUpperCase() : code.toLowerCase()) ?? code;
  } catch {
    return code;
  }
}

/** The translated label of a filter field. */
export const fieldLabel = (field: ActorFilterField, language: SearchLanguage) => FIELD_LABELS[field][language];

/** The translated label of one value of a field; the value itself when no word is known. */
export function valueLabel(field: ActorFilterField, value: string, language: SearchLanguage): string {
  if (field === 'languages') return displayName(language, 'language', value);
  if (field === 'country') return displayName(language, 'region', value);
  return TABLES[field]?.[value]?.[language] ?? value;
}

/** The search language of a request language (unknown -> en, as the site). */
export function searchLanguage(language: string): SearchLanguage {
  const short = language.slice(0, 2).toLowerCase();
  return (SEARCH_LANGUAGES as readonly string[]).includes(short) ? (short as SearchLanguage) : 'en';
}
