import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, type RestrictedItem, type Viewer } from '../trust/restrictions';
import { clipKeyForVideo } from './clips';
import { thumbnailFile, watchAccess } from './entitlement';

const video = (over: Partial<RestrictedItem> = {}): RestrictedItem => ({ ageRating: 16, price: 20, free: false, vip: false, ...over });
const member = (over: Partial<Viewer> = {}): Viewer => ({ isLoggedIn: true, avsStatus: 'accepted', isVip: false, owns: false, ...over });

// issue 13 §2: "The video answer carries its HLS url only for a guest entitled to watch: free, bought, VIP for VIP
// content, subscription where it applies; 18-rated only with accepted AVS; never for a performer banning the guest's
// country. [...] Trailers are open to everyone the video's age rating allows."
describe('watchAccess', () => {
  it.each([
    ['free 16 video, anonymous: full and trailer', video({ free: true, price: 0 }), ANONYMOUS_VIEWER, false, { full: true, trailer: true }],
    ['priced 16 video, anonymous: trailer only', video(), ANONYMOUS_VIEWER, false, { full: false, trailer: true }],
    ['priced 16 video, logged in, not bought: trailer only', video(), member(), false, { full: false, trailer: true }],
    ['priced 16 video, bought: full', video(), member({ owns: true }), false, { full: true, trailer: true }],
    ['priced 16 video bought, no AVS: 16 needs no check', video(), member({ owns: true, avsStatus: 'unknown' }), false, { full: true, trailer: true }],
    ['18 video bought, no AVS: neither ("18-rated only with accepted AVS")', video({ ageRating: 18 }), member({ owns: true, avsStatus: 'unknown' }), false, { full: false, trailer: false }],
    ['18 video bought, AVS pending: neither', video({ ageRating: 18 }), member({ owns: true, avsStatus: 'pending' }), false, { full: false, trailer: false }],
    ['18 video bought, AVS accepted: full', video({ ageRating: 18 }), member({ owns: true }), false, { full: true, trailer: true }],
    ['18 video, AVS accepted, not bought: trailer only', video({ ageRating: 18 }), member(), false, { full: false, trailer: true }],
    ['free 18 video, anonymous: neither (no AVS without an account)', video({ ageRating: 18, free: true, price: 0 }), ANONYMOUS_VIEWER, false, { full: false, trailer: false }],
    ['free 18 video, AVS accepted: full', video({ ageRating: 18, free: true, price: 0 }), member(), false, { full: true, trailer: true }],
    ['VIP video, VIP subscriber: full ("VIP for VIP content")', video({ vip: true }), member({ isVip: true }), false, { full: true, trailer: true }],
    ['VIP video, no subscription: trailer only', video({ vip: true }), member(), false, { full: false, trailer: true }],
    ['VIP video bought without subscription: full', video({ vip: true }), member({ owns: true }), false, { full: true, trailer: true }],
    ['non-VIP priced video, VIP subscriber: the subscription does not buy it', video(), member({ isVip: true }), false, { full: false, trailer: true }],
    ['free video, banned country: neither ("never for a performer banning the guest\'s country")', video({ free: true, price: 0 }), ANONYMOUS_VIEWER, true, { full: false, trailer: false }],
    ['bought 18 video with AVS, banned country: neither', video({ ageRating: 18 }), member({ owns: true }), true, { full: false, trailer: false }],
  ] as const)('%s', (_name, item, viewer, banned, expected) => {
    expect(watchAccess(item, viewer, banned)).toEqual(expected);
  });
});

describe('clip mapping and thumbnail names', () => {
  // media contract §1: "video id 1 -> c01, 16 -> c16, 17 -> c01".
  it.each([[1, 'c01'], [16, 'c16'], [17, 'c01'], [40, 'c08']] as const)('video %i plays clip %s', (id, key) => {
    expect(clipKeyForVideo(id)).toBe(key);
  });
  it('thumbs/000.jpg … thumbs/099.jpg', () => {
    expect([thumbnailFile(0), thumbnailFile(42), thumbnailFile(99)]).toEqual(['thumbs/000.jpg', 'thumbs/042.jpg', 'thumbs/099.jpg']);
  });
});
