/** English texts of <velvet-search-overlay> (the reference set of keys; namespace `search`). */
export const en = {
  'search.label': 'Search',
  'search.placeholder': 'Search models and videos',
  'search.close': 'Close the search',
  'search.results': 'Search results',
  'search.short': 'Type at least 3 characters to search.',
  'search.loading': 'Searching…',
  'search.empty': 'Nothing found for “{{pattern}}”. Try another name or word.',
  'search.error': 'The search failed.',
  'search.retry': 'Try again',
  'search.found_one': '{{count}} result',
  'search.found_other': '{{count}} results',
  'search.lastSearches': 'Your last searches',
  'search.clearLastSearches': 'Clear search history',
  'search.proposals': 'Suggestions',
  'search.group.actors': 'Models',
  'search.group.videos': 'Videos',
  'search.group.mediathek': 'Media library',
  'search.group.blog': 'Magazine',
  'search.showAll': 'Show all ({{count}})',
  'search.online': 'online',
  'search.keys': '↑ ↓ move · Enter opens · Esc closes',
};

export type SearchTextKey = keyof typeof en;
