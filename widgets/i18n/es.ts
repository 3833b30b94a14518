import type { en } from './en';

/** Spanish texts of the widgets. */
export const es: typeof en = {
  'grid.performers': 'Modelos',
  'grid.videos': 'Vídeos',
  'grid.loading': 'Cargando…',
  'grid.loadMore': 'Cargar más',
  'grid.retry': 'Reintentar',
  'grid.error': 'No se pudieron cargar los elementos.',
  'grid.emptyPerformers': 'Ahora mismo no hay nadie en línea',
  'grid.emptyVideos': 'No se encontraron vídeos',
  'tile.online': 'En línea',
  'tile.offline': 'Desconectada',
  'tile.age': '{{age}} años',
  'tile.duration': 'Duración',
  'tile.regularPrice': 'Precio normal',
  'badge.free': 'Gratis',
  'badge.vip': 'VIP',
  'badge.new': 'Nuevo',
  'badge.sale': 'Oferta',
  'badge.bought': 'Comprado',
  'badge.ageCheck': '18+',
};
