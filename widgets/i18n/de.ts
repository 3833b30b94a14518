import type { en } from './en';

/** German texts of the widgets. */
export const de: typeof en = {
  'grid.performers': 'Darstellerinnen',
  'grid.videos': 'Videos',
  'grid.loading': 'Wird geladen…',
  'grid.loadMore': 'Mehr laden',
  'grid.retry': 'Erneut versuchen',
  'grid.error': 'Die Kacheln konnten nicht geladen werden.',
  'grid.emptyPerformers': 'Gerade ist niemand online',
  'grid.emptyVideos': 'Keine Videos gefunden',
  'tile.online': 'Online',
  'tile.offline': 'Offline',
  'tile.age': '{{age}} Jahre',
  'tile.duration': 'Dauer',
  'tile.regularPrice': 'Regulärer Preis',
  'badge.free': 'Gratis',
  'badge.vip': 'VIP',
  'badge.new': 'Neu',
  'badge.sale': 'Angebot',
  'badge.bought': 'Gekauft',
  'badge.ageCheck': '18+',
};
