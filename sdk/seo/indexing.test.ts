import { describe, expect, it } from 'vitest';
import { SCREENS } from '../routes';
import { isIndexableScreen, NOINDEX_SCREENS } from './indexing';

describe('isIndexableScreen', () => {
  // issue 12 §2: robots.txt "disallows /rest/, /myvisitx/ (account pages) and the messenger"; the
  // account forms and the personal area are the guest's own pages, never search results.
  it.each([
    ['home', true], ['videos', true], ['actorProfile', true], ['actorVideo', true], ['actorAlbum', true],
    ['termsOfService', true], ['dataProtection', true],
    ['signUp', false], ['logIn', false], ['passwordLost', false], ['passwordReset', false], ['verifyEmail', false],
    ['myArea', false], ['myProfile', false], ['myFavoriteCams', false], ['messenger', false], ['videoSearch', false], ['actorSearch', false],
  ] as const)('%s: %s', (screen, indexable) => {
    expect(isIndexableScreen(screen)).toBe(indexable);
  });

  it('never indexes the 404 page (no screen)', () => {
    expect(isIndexableScreen(null)).toBe(false);
  });

  it('names only screens of the route table', () => {
    for (const screen of NOINDEX_SCREENS) expect(SCREENS).toContain(screen);
  });
});
