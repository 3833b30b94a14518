/**
 * The words of the legal pages (issue 12 §5), one module per language under
 * ./texts: a page loads its own language only (each is its own chunk).
 */
import type { Language } from '../../../sdk/config';
import type { LegalTexts } from './legal-types';

export type { LegalBlock, LegalDocument, LegalSection, LegalTexts, LegalUi } from './legal-types';

const LOADERS: Record<Language, () => Promise<{ TEXTS: LegalTexts }>> = {
  de: () => import('./texts/de'),
  en: () => import('./texts/en'),
  es: () => import('./texts/es'),
  nl: () => import('./texts/nl'),
};

const loaded = new Map<Language, Promise<LegalTexts>>();
const ready = new Map<Language, LegalTexts>();

/** The texts of a language once loaded (the page route's loader and the hydration wait for them), else null. */
export function loadedLegalTexts(language: Language): LegalTexts | null {
  return ready.get(language) ?? null;
}

/**
 * The legal texts of one language, loaded once: the same promise every time,
 * so React's `use` can suspend on it, and a route loader can await it before
 * a server render. A failed load is forgotten, so a retry loads again.
 */
export function loadLegalTexts(language: Language): Promise<LegalTexts> {
  let texts = loaded.get(language);
  if (!texts) {
    texts = LOADERS[language]().then(
      (module) => {
        ready.set(language, module.TEXTS);
        return module.TEXTS;
      },
      (error: unknown) => {
        loaded.delete(language);
        throw error;
      },
    );
    loaded.set(language, texts);
  }
  return texts;
}
