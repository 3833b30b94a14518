import { describe, expect, it } from 'vitest';
import { ANONYMOUS_VIEWER, restrictionsFor, type RestrictedItem, type Viewer } from './restrictions';

const item = (over: Partial<RestrictedItem> = {}): RestrictedItem => ({ ageRating: 16, price: 20, free: false, vip: false, ...over });
const member = (over: Partial<Viewer> = {}): Viewer => ({ isLoggedIn: true, avsStatus: 'accepted', isVip: false, owns: false, ...over });

// spec 000 §3 / §6: "Content restrictions: needs login, needs age check, needs subscription, needs purchase."
describe('restrictionsFor', () => {
  it.each([
    ['free 16 item, anonymous: nothing in the way', item({ free: true, price: 0 }), ANONYMOUS_VIEWER, []],
    ['priced item, anonymous: login and purchase', item(), ANONYMOUS_VIEWER, ['needsLogin', 'needsPurchase']],
    ['free 18 item, anonymous: login and age check', item({ ageRating: 18, free: true }), ANONYMOUS_VIEWER, ['needsLogin', 'needsAgeCheck']],
    ['priced 18 item, logged in without AVS', item({ ageRating: 18 }), member({ avsStatus: 'unknown' }), ['needsAgeCheck', 'needsPurchase']],
    ['18 item owned, AVS pending: still needs the age check', item({ ageRating: 18 }), member({ avsStatus: 'pending', owns: true }), ['needsAgeCheck']],
    ['18 item owned, AVS rejected', item({ ageRating: 18 }), member({ avsStatus: 'rejected', owns: true }), ['needsAgeCheck']],
    ['18 item owned, AVS accepted: open', item({ ageRating: 18 }), member({ owns: true }), []],
    ['16 item owned, no AVS: 16 needs no check (spec 000 §9 "Age rating 16 is used for avatars and sedcards")', item(), member({ avsStatus: 'unknown', owns: true }), []],
    ['price 0 but not flagged free: nothing to pay', item({ price: 0 }), member(), []],
    ['free flag wins over a price', item({ free: true }), member(), []],
    ['VIP item, non-VIP guest: subscription or purchase', item({ vip: true }), member(), ['needsSubscription', 'needsPurchase']],
    ['VIP item, VIP guest: covered', item({ vip: true }), member({ isVip: true }), []],
    ['VIP item bought by a non-VIP guest: open', item({ vip: true }), member({ owns: true }), []],
    ['free VIP item, non-VIP: subscription only', item({ vip: true, free: true }), member(), ['needsSubscription']],
    ['non-VIP item, VIP guest: VIP does not buy everything', item(), member({ isVip: true }), ['needsPurchase']],
  ] as const)('%s', (_name, content, viewer, expected) => {
    expect(restrictionsFor(content, viewer)).toEqual(expected);
  });
});
