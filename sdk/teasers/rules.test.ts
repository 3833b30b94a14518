import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../config';
import { MAX_TEASERS_PER_PAGE, TEASERS, teasersFor, type TeaserDefinition } from './rules';

const anonymous = { isLoggedIn: false, isVip: false };
const member = { isLoggedIn: true, isVip: false };
const vip = { isLoggedIn: true, isVip: true };
const ids = (list: TeaserDefinition[]) => list.map((teaser) => teaser.id);

// spec 001 §7: "POST teaser/getTeasers (routeName, routeArgs)".
describe('teasersFor', () => {
  it.each([
    ['home', anonymous, ['signUp', 'freeClips']],
    ['home', member, ['freeClips', 'newGirls']],
    ['videos', anonymous, ['signUp', 'freeClips']],
    ['videos', member, ['freeClips', 'vipVideos']],
    ['videos', vip, ['freeClips']],
    ['newVideos', vip, []],
    ['actorVideos', member, ['freeClips', 'vipVideos']],
    ['cams', anonymous, ['newGirls']],
    ['legal' as never, anonymous, []],
  ] as const)('%s for %j: %j', (route, viewer, expected) => {
    expect(ids(teasersFor(route, viewer))).toEqual(expected);
  });

  it('never more than the page limit, never a teaser for the page it leads to', () => {
    const everywhere: TeaserDefinition = { ...TEASERS[0]!, id: 'self', routes: ['freeClips'], target: 'freeClips', audience: 'everyone' };
    expect(teasersFor('freeClips', anonymous, [everywhere])).toEqual([]);
    expect(teasersFor('home', anonymous, [...TEASERS, ...TEASERS]).length).toBe(MAX_TEASERS_PER_PAGE);
  });

  it('every teaser speaks the four site languages', () => {
    for (const teaser of TEASERS) for (const language of LANGUAGES) {
      expect(teaser.headline[language]).not.toBe('');
      expect(teaser.text[language]).not.toBe('');
      expect(teaser.cta[language]).not.toBe('');
    }
  });
});
