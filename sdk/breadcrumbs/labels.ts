/** The trail's fixed words in the four site languages; category names are the actor search's (one list, no drift). */
import { valueLabel } from '../actor-search/labels';
import type { Language } from '../config';

type Words = Readonly<Record<Language, string>>;
const w = (de: string, en: string, es: string, nl: string): Words => ({ de, en, es, nl });

export const BREADCRUMB_WORDS = {
  home: w('Startseite', 'Home', 'Inicio', 'Home'),
  about: w('Über mich', 'About me', 'Sobre mí', 'Over mij'),
  videos: w('Videos', 'Videos', 'Vídeos', "Video's"),
  classicVideos: w('Klassiker', 'Classic videos', 'Clásicos', 'Klassiekers'),
  liveShow: w('Live-Show', 'Live show', 'Show en vivo', 'Live-show'),
  topCams: w('Top-Cams', 'Top cams', 'Top cams', 'Top-cams'),
  categories: w('Kategorien', 'Categories', 'Categorías', 'Categorieën'),
  tags: w('Tags', 'Tags', 'Etiquetas', 'Tags'),
} as const satisfies Record<string, Words>;

export const breadcrumbWord = (word: keyof typeof BREADCRUMB_WORDS, language: Language) => BREADCRUMB_WORDS[word][language];

export const categoryName = (slug: string, language: Language) => valueLabel('categories', slug, language);
