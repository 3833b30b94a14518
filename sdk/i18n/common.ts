/**
 * The 'common' namespace shipped with the sdk: texts every widget and site
 * needs. Kept as TypeScript objects so no JSON is fetched at run time.
 * Language names are endonyms (each language in its own name) in every
 * language, as language switchers show them.
 */
import type { Language } from '../config';
import { LANGUAGE_ENDONYMS } from './language-names';

const languageNames = {
  'languageName.de': LANGUAGE_ENDONYMS.de,
  'languageName.en': LANGUAGE_ENDONYMS.en,
  'languageName.es': LANGUAGE_ENDONYMS.es,
  'languageName.nl': LANGUAGE_ENDONYMS.nl,
};

export const COMMON_TEXTS: Record<Language, Record<string, string>> = {
  de: {
    ...languageNames,
    'language.label': 'Sprache',
    'error.generic': 'Etwas ist schiefgelaufen. Versuche es noch einmal.',
    'error.network': 'Keine Verbindung. Prüfe deine Internetverbindung.',
    'error.notFound': 'Diese Seite gibt es nicht.',
    'action.retry': 'Erneut versuchen',
    'action.close': 'Schließen',
    'action.loadMore': 'Mehr laden',
    'action.back': 'Zurück',
    'status.loading': 'Wird geladen…',
    'status.empty': 'Hier gibt es noch nichts.',
    'status.online': 'Online',
    'status.offline': 'Offline',
  },
  en: {
    ...languageNames,
    'language.label': 'Language',
    'error.generic': 'Something went wrong. Try again.',
    'error.network': 'No connection. Check your internet connection.',
    'error.notFound': 'This page does not exist.',
    'action.retry': 'Retry',
    'action.close': 'Close',
    'action.loadMore': 'Load more',
    'action.back': 'Back',
    'status.loading': 'Loading…',
    'status.empty': 'Nothing here yet.',
    'status.online': 'Online',
    'status.offline': 'Offline',
  },
  es: {
    ...languageNames,
    'language.label': 'Idioma',
    'error.generic': 'Algo salió mal. Inténtalo de nuevo.',
    'error.network': 'Sin conexión. Comprueba tu conexión a internet.',
    'error.notFound': 'Esta página no existe.',
    'action.retry': 'Reintentar',
    'action.close': 'Cerrar',
    'action.loadMore': 'Cargar más',
    'action.back': 'Volver',
    'status.loading': 'Cargando…',
    'status.empty': 'Todavía no hay nada aquí.',
    'status.online': 'En línea',
    'status.offline': 'Fuera de línea',
  },
  nl: {
    ...languageNames,
    'language.label': 'Taal',
    'error.generic': 'Er is iets misgegaan. Probeer het opnieuw.',
    'error.network': 'Geen verbinding. Controleer je internetverbinding.',
    'error.notFound': 'Deze pagina bestaat niet.',
    'action.retry': 'Opnieuw proberen',
    'action.close': 'Sluiten',
    'action.loadMore': 'Meer laden',
    'action.back': 'Terug',
    'status.loading': 'Laden…',
    'status.empty': 'Hier is nog niets.',
    'status.online': 'Online',
    'status.offline': 'Offline',
  },
};
