import type { en } from './en';

/** Dutch texts of the widgets. */
export const nl: typeof en = {
  'grid.performers': 'Performers',
  'grid.videos': "Video's",
  'grid.loading': 'Laden…',
  'grid.loadMore': 'Meer laden',
  'grid.retry': 'Opnieuw proberen',
  'grid.error': 'De tegels konden niet worden geladen.',
  'grid.emptyPerformers': 'Er is nu niemand online',
  'grid.emptyVideos': "Geen video's gevonden",
  'tile.online': 'Online',
  'tile.offline': 'Offline',
  'tile.age': '{{age}} jaar',
  'tile.duration': 'Duur',
  'tile.regularPrice': 'Normale prijs',
  'badge.free': 'Gratis',
  'badge.vip': 'VIP',
  'badge.new': 'Nieuw',
  'badge.sale': 'Aanbieding',
  'badge.bought': 'Gekocht',
  'badge.ageCheck': '18+',
};
