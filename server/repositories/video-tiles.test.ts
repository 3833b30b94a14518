/**
 * Kept video tiles (./videos.ts): a viewer's tile is made from the anonymous viewer's kept one (tileFor), and must be
 * the tile toVideoTile makes from the row for that viewer, for every viewer and every kind of video (issue 3 §6).
 */
import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type Viewer } from '../../sdk/trust';
import { tileFor, toVideoTile, type VideoTileRow } from './videos';

const row = (over: Partial<VideoTileRow>): VideoTileRow => ({
  id: 7, performer_id: 3, performer_name: 'Anna', title: 'Clip', duration: 600, price: 20, base_price: 25, free: 0, vip: 0,
  is_new: 1, on_sale: 0, classic: 0, age_rating: 18, released_at: '2026-11-01T00:00:00.000Z', ...over,
});
const ROWS = [row({}), row({ age_rating: 16 }), row({ free: 1, price: 0 }), row({ vip: 1 }), row({ vip: 1, age_rating: 16, price: 0 })];
const VIEWERS: Viewer[] = (['unknown', 'pending', 'accepted'] as const).flatMap((avsStatus) =>
  [false, true].flatMap((isLoggedIn) => [false, true].flatMap((isVip) => [false, true].map((owns) => ({ isLoggedIn, avsStatus, isVip, owns })))));

describe('a viewer\'s video tile made from the anonymous one', () => {
  it.each(ROWS.flatMap((video) => VIEWERS.map((viewer) => ({ video, viewer }))))('$viewer on $video.age_rating/$video.price/$video.free/$video.vip', ({ video, viewer }) => {
    expect(tileFor(toVideoTile(video, ANONYMOUS_VIEWER), viewer)).toEqual(toVideoTile(video, viewer));
  });
});
