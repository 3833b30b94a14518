import type { PerformerTile, TileGridAnswer, VideoTile } from '../../sdk/api/types';

/** A performer tile with predictable fields for tests. */
export function performerTile(id: number, patch: Partial<PerformerTile> = {}): PerformerTile {
  return {
    kind: 'performer', id, name: `Performer${id}`, age: 24, gender: 'F', type: 'F', country: 'DE', languages: ['de'],
    threeWords: [], isOnline: true, isNew: false, isTopAmateur: false,
    avatar: { w60: `/img/a${id}-60.jpg`, w140: `/img/a${id}-140.jpg`, w160: `/img/a${id}-160.jpg`, w320: `/img/a${id}-320.jpg`, w640: `/img/a${id}-640.jpg` },
    prices: { video: 12 },
    ...patch,
  };
}

/** A video tile with predictable fields for tests. */
export function videoTile(id: number, patch: Partial<VideoTile> = {}): VideoTile {
  return {
    kind: 'video', id, title: `Video ${id}`, duration: 754, ageRating: 16, free: false, vip: false, new: false, onSale: false,
    classic: false, price: { value: 40, currency: 'VXC' }, basePrice: { value: 40, currency: 'VXC' }, releasedAt: '2024-01-01T00:00:00Z',
    preview: { w320: `/img/v${id}-320.jpg`, w640: `/img/v${id}-640.jpg`, w1280: `/img/v${id}-1280.jpg` },
    actor: { id: 7, name: 'Mia' }, restrictions: [], guestInfo: { bought: false },
    ...patch,
  };
}

/** A fake tileGrid/get backend with `total` performers. */
export function fakePerformerPages(total: number) {
  return async (offset: number, limit: number): Promise<TileGridAnswer> => {
    const count = Math.max(0, Math.min(limit, total - offset));
    return { success: true, data: { initialTiles: Array.from({ length: count }, (_, i) => performerTile(offset + i)), total } };
  };
}
