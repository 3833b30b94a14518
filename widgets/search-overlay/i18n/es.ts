import type { SearchTextKey } from './en';

/** Spanish texts of <velvet-search-overlay>. */
export const es: Record<SearchTextKey, string> = {
  'search.label': 'Buscar',
  'search.placeholder': 'Buscar modelos y vídeos',
  'search.close': 'Cerrar la búsqueda',
  'search.results': 'Resultados de la búsqueda',
  'search.short': 'Escribe al menos 3 caracteres para buscar.',
  'search.loading': 'Buscando…',
  'search.empty': 'No hay resultados para «{{pattern}}». Prueba con otro nombre o palabra.',
  'search.error': 'La búsqueda ha fallado.',
  'search.retry': 'Reintentar',
  'search.found_one': '{{count}} resultado',
  'search.found_other': '{{count}} resultados',
  'search.lastSearches': 'Tus últimas búsquedas',
  'search.clearLastSearches': 'Borrar el historial de búsqueda',
  'search.proposals': 'Sugerencias',
  'search.group.actors': 'Modelos',
  'search.group.videos': 'Vídeos',
  'search.group.mediathek': 'Mediateca',
  'search.group.blog': 'Revista',
  'search.showAll': 'Ver todos ({{count}})',
  'search.online': 'en línea',
  'search.keys': '↑ ↓ moverse · Intro abre · Esc cierra',
};
