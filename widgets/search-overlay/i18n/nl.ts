import type { SearchTextKey } from './en';

/** Dutch texts of <velvet-search-overlay>. */
export const nl: Record<SearchTextKey, string> = {
  'search.label': 'Zoeken',
  'search.placeholder': 'Zoek modellen en video’s',
  'search.close': 'Zoeken sluiten',
  'search.results': 'Zoekresultaten',
  'search.short': 'Typ minstens 3 tekens om te zoeken.',
  'search.loading': 'Bezig met zoeken…',
  'search.empty': 'Niets gevonden voor ‘{{pattern}}’. Probeer een andere naam of een ander woord.',
  'search.error': 'Het zoeken is mislukt.',
  'search.retry': 'Opnieuw proberen',
  'search.found_one': '{{count}} resultaat',
  'search.found_other': '{{count}} resultaten',
  'search.lastSearches': 'Je laatste zoekopdrachten',
  'search.clearLastSearches': 'Zoekgeschiedenis wissen',
  'search.proposals': 'Suggesties',
  'search.group.actors': 'Modellen',
  'search.group.videos': 'Video’s',
  'search.group.mediathek': 'Mediatheek',
  'search.group.blog': 'Magazine',
  'search.showAll': 'Alle tonen ({{count}})',
  'search.online': 'online',
  'search.keys': '↑ ↓ bewegen · Enter opent · Esc sluit',
};
