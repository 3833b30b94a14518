/** Rows migration 004 seeds: messenger gifts, a few paid feed posts, and the bonus codes of spec 000 §9 plus test codes. */
import type { BonusCodeConfig } from '../../sdk/payment/bonus-codes';

export const SEED_GIFTS = [
  { id: 1, name: 'Rose', price: 5, image_url: '/img/gift/1/s.svg', active: 1, vip: 0, category_id: 1, translations: [{ language: 'de', value: 'Rose' }, { language: 'en', value: 'Rose' }, { language: 'es', value: 'Rosa' }, { language: 'nl', value: 'Roos' }] },
  { id: 2, name: 'Champagne', price: 20, image_url: '/img/gift/2/s.svg', active: 1, vip: 0, category_id: 1, translations: [{ language: 'de', value: 'Champagner' }, { language: 'en', value: 'Champagne' }, { language: 'es', value: 'Champán' }, { language: 'nl', value: 'Champagne' }] },
  { id: 3, name: 'Diamond', price: 100, image_url: '/img/gift/3/s.svg', active: 1, vip: 1, category_id: 2, translations: [{ language: 'de', value: 'Diamant' }, { language: 'en', value: 'Diamond' }, { language: 'es', value: 'Diamante' }, { language: 'nl', value: 'Diamant' }] },
  { id: 4, name: 'Teddy', price: 10, image_url: '/img/gift/4/s.svg', active: 0, vip: 0, category_id: 1, translations: [{ language: 'de', value: 'Teddy' }, { language: 'en', value: 'Teddy' }, { language: 'es', value: 'Osito' }, { language: 'nl', value: 'Teddybeer' }] },
];

/** Feed posts do not exist elsewhere yet: a handful of paid posts by the first performers of the seed. */
export const SEED_FEED_POSTS = [
  { id: 1, performer_id: 1, text: 'Behind the scenes of my new photo shoot', price: 10 },
  { id: 2, performer_id: 2, text: 'A postcard from my holiday', price: 15 },
  { id: 3, performer_id: 3, text: 'My favourite outfit this week', price: 20 },
  { id: 4, performer_id: 4, text: 'Thank you for 1,000 fans', price: 5 },
  { id: 5, performer_id: 5, text: 'Studio tour', price: 25 },
];

const open = { requireMobileAuth: false, vip: false };

/** spec 000 §9: "Welcome promo code NEU50WELCOME; chat trial code CONVCHATTRIAL." The others exist for the condition tests. */
export const SEED_BONUS_CODES: { code: string; validFrom: string; validTo: string | null; config: BonusCodeConfig }[] = [
  {
    code: 'NEU50WELCOME', validFrom: '2020-01-01T00:00:00.000Z', validTo: null,
    config: {
      containsTopUpBenefit: true, validTo: null, conditions: open,
      benefits: [
        // "NEU50": 50 % on top of the next top-up, at most 200 coins.
        { kind: 'onTopPercent', amount: 50, maxCoins: 200 },
        { kind: 'coins', amount: 10, stagger: [{ fromTopUpEuros: 20, amount: 20 }, { fromTopUpEuros: 100, amount: 50 }] },
        { kind: 'videoVoucher', amount: 1, validDays: 30 },
      ],
    },
  },
  {
    code: 'CONVCHATTRIAL', validFrom: '2020-01-01T00:00:00.000Z', validTo: null,
    config: { containsTopUpBenefit: false, validTo: null, conditions: open, benefits: [{ kind: 'freeMinutes', amount: 5, validDays: 7 }] },
  },
  {
    code: 'VIPGIFTS', validFrom: '2020-01-01T00:00:00.000Z', validTo: null,
    config: { containsTopUpBenefit: false, validTo: null, conditions: { requireMobileAuth: false, vip: true }, benefits: [{ kind: 'messengerGifts', amount: 3, validDays: 30 }] },
  },
  {
    code: 'MOBILE20', validFrom: '2020-01-01T00:00:00.000Z', validTo: null,
    config: { containsTopUpBenefit: false, validTo: null, conditions: { requireMobileAuth: true, vip: false }, benefits: [{ kind: 'coins', amount: 20 }] },
  },
  {
    code: 'SUMMER2020', validFrom: '2020-06-01T00:00:00.000Z', validTo: '2020-09-01T00:00:00.000Z',
    config: { containsTopUpBenefit: false, validTo: '2020-09-01T00:00:00.000Z', conditions: open, benefits: [{ kind: 'coins', amount: 100 }] },
  },
  {
    code: 'FUTURE2099', validFrom: '2099-01-01T00:00:00.000Z', validTo: null,
    config: { containsTopUpBenefit: false, validTo: null, conditions: open, benefits: [{ kind: 'coins', amount: 100 }] },
  },
];
