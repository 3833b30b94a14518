import { describe, expect, it } from 'vitest';
import type { Screen } from '../../../sdk/routes';
import { videoListFor } from './video-lists';

// spec 001 §2 "Video lists: /en/videos/, all-videos, free-clips, video-trends, on-sale, new-videos, vip-videos"
describe('videoListFor', () => {
  it.each<[Screen, Screen, object]>([
    ['videos', 'videos', {}],
    ['allVideos', 'videos', {}],
    ['videoTrends', 'videos', {}],
    ['newVideos', 'newVideos', { new: true }],
    ['freeClips', 'freeClips', { free: true }],
    ['onSaleVideos', 'onSaleVideos', { onSale: true }],
    ['vipVideos', 'vipVideos', { vip: true }],
  ])('%s shows tab %s with filter %j', (screen, tab, filter) => {
    const list = videoListFor(screen);
    expect(list.screen).toBe(tab);
    expect(list.filter).toEqual(filter);
  });

  it('throws naming a screen that is no video list', () => {
    expect(() => videoListFor('messenger')).toThrow('got "messenger"');
  });
});
