import { describe, expect, it } from 'vitest';
import { SCREENS, type Screen } from '../../sdk/routes';
import { PROFILE_TABS } from '../features/profile/profile-tab-list';
import { NAV_ITEMS } from '../shared/layout/nav-items';
import { profileSectionFor } from '../features/profile/profile-sections';
import { builtOnly, isBuiltScreen } from './built-screens';
import { featureForScreen } from './feature-for-screen';

// Issue 12 item 6: "no link in a header, footer, menu or page leads to a 'Coming soon' screen. A screen
// whose feature is not built yet stays reachable only by typing its address."
describe('isBuiltScreen', () => {
  it.each<[Screen, boolean]>([
    ['home', true],
    ['videos', true],
    ['newVideos', true],
    ['newGirls', true],
    ['performerSearch', true],
    ['actorProfile', true],
    ['actorAboutMe', true],
    ['actorVideos', true],
    ['actorClassicVideos', true],
    ['actorVideo', true],
    ['actorAlbum', true],
    // Issue 13 item 5 builds the Pictures tab (the performer's albums).
    ['actorPictures', true],
    ['messenger', true],
    ['signUp', true],
    ['myArea', true],
    // Issue 12 item 5 builds the legal pages: the footer keeps its links to them.
    ['termsOfService', true],
    ['dataProtection', true],
    // Issue 14 item 2 builds the live lists.
    ['cams', true],
    ['freeChat', true],
    ['camShows', true],
    ['topCams100', true],
    // Issue 15 item 4 builds the search result pages (videoSearch was a placeholder).
    ['videoSearch', true],
    ['actorSearch', true],
    // Not built yet: the list of dead ends.
    ['vipClub', false],
    ['actorLiveShow', true],
    ['actorTopCams', false],
    ['feed', false],
  ])('%s -> %s', (screen, built) => {
    expect(isBuiltScreen(screen)).toBe(built);
  });

  it('calls every screen of the coming-soon feature unbuilt, except the legal pages', () => {
    const comingSoon = SCREENS.filter((screen) => featureForScreen(screen) === 'comingSoon');
    const legal: Screen[] = ['termsOfService', 'dataProtection'];
    expect(comingSoon.filter((screen) => isBuiltScreen(screen) && !legal.includes(screen))).toEqual([]);
    expect(comingSoon.length).toBeGreaterThan(10);
  });
});

describe('the link lists derived from it', () => {
  it('keeps the built items in their order and drops the others', () => {
    expect(builtOnly([{ screen: 'vipClub' }, { screen: 'home' }, { screen: 'actorTopCams' }, { screen: 'videos' }])).toEqual([
      { screen: 'home' },
      { screen: 'videos' },
    ]);
  });

  it('the main navigation holds no unbuilt screen (the issue: "Cams, Free chat" led to "Coming soon")', () => {
    expect(NAV_ITEMS.map((item) => item.screen)).toEqual(['home', 'cams', 'freeChat', 'videos', 'newGirls', 'performerSearch']);
  });

  it('the profile tabs that would render "opens soon" are the ones left out (Top cams; issue 13 item 5 builds Pictures, issue 14 item 2 Live show)', () => {
    expect(builtOnly(PROFILE_TABS).map((tab) => tab.screen)).toEqual(['actorProfile', 'actorAboutMe', 'actorVideos', 'actorPictures', 'actorLiveShow']);
  });
});

describe('profile sub-pages', () => {
  it('a profile screen counts as built exactly when its section is more than "opens soon" (UNBUILT_PROFILE_SCREENS agrees with profile-sections)', () => {
    const profileScreens = SCREENS.filter((screen) => featureForScreen(screen) === 'profile');
    expect(profileScreens.length).toBeGreaterThan(5);
    for (const screen of profileScreens) {
      expect([screen, isBuiltScreen(screen)]).toEqual([screen, profileSectionFor(screen, {}).section.kind !== 'comingSoon']);
    }
  });
});
