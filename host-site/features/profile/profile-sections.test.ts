import { describe, expect, it } from 'vitest';
import type { Screen } from '../../../sdk/routes';
import { profileBreadcrumb, profileSectionFor } from './profile-sections';

// spec 000 §2 "Profile sub-pages: about-me, videos, pictures (German/Spanish: fotos), live-show, top-cams,
// videos/classic, videos/tag/{tagGroup}, videos/{videoId}/, pictures/{albumId}/"
describe('profileSectionFor', () => {
  it.each<[Screen, Record<string, string>, Screen, string, object?]>([
    ['actorProfile', {}, 'actorProfile', 'overview'],
    ['actorAboutMe', {}, 'actorAboutMe', 'about'],
    ['actorVideos', {}, 'actorVideos', 'videos', {}],
    ['actorClassicVideos', {}, 'actorVideos', 'videos', { classic: true }],
    ['actorVideoTag', { tagGroup: 'outdoor' }, 'actorVideos', 'videos', { tag: 'outdoor' }],
    ['actorVideo', { videoId: '7' }, 'actorVideos', 'comingSoon'],
    // Issue 13 item 5: the Pictures tab lists the performer's albums.
    ['actorPictures', {}, 'actorPictures', 'pictures'],
    ['actorAlbum', { albumId: '3' }, 'actorPictures', 'comingSoon'],
    // Issue 14 item 2: the Live show tab (live picture and preview, prices, online state).
    ['actorLiveShow', {}, 'actorLiveShow', 'liveShow'],
  ])('%s shows its section under the right tab', (screen, params, tab, kind, filter) => {
    const result = profileSectionFor(screen, params);
    expect(result.tab).toBe(tab);
    expect(result.section.kind).toBe(kind);
    if (filter) expect(result.section).toEqual({ kind, filter });
  });
});

// spec 001 §2: "Breadcrumb keys for content: actor profile (overview, about, video details, live show, videos overview, classic videos, top camgirls)".
describe('profileBreadcrumb', () => {
  it.each<[Screen | null, string | null]>([
    ['actorProfile', 'actorProfileOverview'],
    ['actorAboutMe', 'actorProfileAbout'],
    ['actorVideos', 'actorProfileVideosOverview'],
    ['actorVideoTag', 'actorProfileVideosOverview'],
    ['actorClassicVideos', 'actorProfileClassicVideos'],
    ['actorLiveShow', 'actorProfileLiveShow'],
    ['actorTopCams', 'actorProfileTopCamgirls'],
    ['actorPictures', null],
    [null, null],
  ])('%s -> %s', (screen, type) => {
    expect(profileBreadcrumb(screen)).toBe(type);
  });
});
