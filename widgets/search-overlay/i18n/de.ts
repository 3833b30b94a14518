import type { SearchTextKey } from './en';

/** German texts of <velvet-search-overlay>. */
export const de: Record<SearchTextKey, string> = {
  'search.label': 'Suche',
  'search.placeholder': 'Models und Videos suchen',
  'search.close': 'Suche schließen',
  'search.results': 'Suchergebnisse',
  'search.short': 'Gib mindestens 3 Zeichen ein, um zu suchen.',
  'search.loading': 'Suche läuft…',
  'search.empty': 'Nichts gefunden für „{{pattern}}“. Versuch einen anderen Namen oder Begriff.',
  'search.error': 'Die Suche ist fehlgeschlagen.',
  'search.retry': 'Erneut versuchen',
  'search.found_one': '{{count}} Ergebnis',
  'search.found_other': '{{count}} Ergebnisse',
  'search.lastSearches': 'Deine letzten Suchen',
  'search.clearLastSearches': 'Suchverlauf löschen',
  'search.proposals': 'Vorschläge',
  'search.group.actors': 'Models',
  'search.group.videos': 'Videos',
  'search.group.mediathek': 'Mediathek',
  'search.group.blog': 'Magazin',
  'search.showAll': 'Alle anzeigen ({{count}})',
  'search.online': 'online',
  'search.keys': '↑ ↓ bewegen · Enter öffnet · Esc schließt',
};
