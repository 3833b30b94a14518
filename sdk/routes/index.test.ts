import { describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '../config';
import { buildPath, matchPath, resolvePath, ROUTES, RouteError, routePattern, SCREENS, switchLanguage, type Screen } from './index';

/** Sample values with characters that need encoding, none equal to a literal slug. */
const SAMPLE_PARAMS: Record<string, string> = {
  actorName: 'zoë rose',
  videoId: '1234',
  albumId: '567',
  tagGroup: 'outdoor & more',
  searchPattern: 'red/dress?',
  categorySlug: 'milf',
  collectionSlug: 'toy-control',
  id: '9',
  series: 'late-show',
  key: 'a1b2',
};

function paramsOf(screen: Screen, language: Language): Record<string, string> {
  const names = [...ROUTES[screen][language].matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return Object.fromEntries(names.map((name) => [name, SAMPLE_PARAMS[name]!]));
}

const everyScreenInEveryLanguage = SCREENS.flatMap((screen) => LANGUAGES.map((language) => [screen, language] as const));

describe('route table', () => {
  // Guard against a table row whose parameter has no sample value (the round trip would prove nothing).
  it('has sample values for every parameter name', () => {
    for (const [screen, language] of everyScreenInEveryLanguage) {
      for (const value of Object.values(paramsOf(screen, language))) expect(value).toBeDefined();
    }
  });

  it.each(LANGUAGES)('%s: no two screens share a pattern', (language) => {
    const shapes = SCREENS.map((screen) => ROUTES[screen][language].replace(/\{\w+\}/g, '{}'));
    expect(new Set(shapes).size).toBe(SCREENS.length);
  });

  it.each(SCREENS)('%s uses the same parameter names in every language', (screen) => {
    const names = LANGUAGES.map((language) => Object.keys(paramsOf(screen, language)).join(','));
    expect(new Set(names).size).toBe(1);
  });
});

describe('buildPath and matchPath round trip', () => {
  it.each(everyScreenInEveryLanguage)('%s in %s', (screen, language) => {
    const params = paramsOf(screen, language);
    const path = buildPath(screen, params, language);
    expect(path.endsWith('/')).toBe(true);
    expect(path).not.toMatch(/[ &?{}]|\/\/$/);
    expect(path.startsWith(language === 'de' ? '/' : `/${language}/`)).toBe(true);
    expect(matchPath(path)).toEqual({ screen, params, language });
    // "Trailing slash optional when matching"
    if (path !== '/') expect(matchPath(path.slice(0, -1))).toEqual({ screen, params, language });
  });
});

describe('spec paths', () => {
  // spec 000 §2: "The German start page has no language prefix; English uses /en/ and Spanish /es/."
  // and "A language-less path '/' or '/{language}/' is the start page." Dutch lives under /nl/ (issue 2).
  it.each([
    ['home', {}, 'de', '/'],
    ['home', {}, 'en', '/en/'],
    ['home', {}, 'es', '/es/'],
    ['home', {}, 'nl', '/nl/'],
    // English forms exactly as spec 000 §2 / 001 §2 give them
    ['videoSearch', { searchPattern: 'blonde' }, 'en', '/en/search/videos/blonde/'],
    // Issue 15 item 4 (the spec names no path): the actors' result page.
    ['actorSearch', { searchPattern: 'blonde' }, 'en', '/en/search/models/blonde/'],
    ['newGirls', {}, 'en', '/en/new-girls/'],
    // Issue 15 items 2-3 (the spec names no path): the actor search with filters, location and map.
    ['performerSearch', {}, 'en', '/en/find-models/'],
    ['actorProfile', { actorName: 'lena' }, 'en', '/en/amateur/lena/'],
    ['actorAboutMe', { actorName: 'lena' }, 'en', '/en/amateur/lena/about-me/'],
    ['actorPictures', { actorName: 'lena' }, 'en', '/en/amateur/lena/pictures/'],
    ['actorLiveShow', { actorName: 'lena' }, 'en', '/en/amateur/lena/live-show/'],
    ['actorTopCams', { actorName: 'lena' }, 'en', '/en/amateur/lena/top-cams/'],
    ['actorClassicVideos', { actorName: 'lena' }, 'en', '/en/amateur/lena/videos/classic/'],
    ['actorVideoTag', { actorName: 'lena', tagGroup: 'outdoor' }, 'en', '/en/amateur/lena/videos/tag/outdoor/'],
    ['actorVideo', { actorName: 'lena', videoId: 42 }, 'en', '/en/amateur/lena/videos/42/'],
    ['actorAlbum', { actorName: 'lena', albumId: 7 }, 'en', '/en/amateur/lena/pictures/7/'],
    ['freeChat', {}, 'en', '/en/free-chat/'],
    ['cams', {}, 'en', '/en/cams/'],
    ['camShows', {}, 'en', '/en/cam-shows/'],
    ['category', { categorySlug: 'outdoor' }, 'en', '/en/categories/outdoor/'],
    ['videos', {}, 'en', '/en/videos/'],
    ['newVideos', {}, 'en', '/en/videos/new-videos/'],
    ['messenger', {}, 'en', '/en/messenger/'],
    ['feed', {}, 'en', '/en/feed/'],
    ['dailyDeals', {}, 'en', '/en/daily-deals/'],
    ['contests', {}, 'en', '/en/contests/'],
    ['contest', { id: 3 }, 'en', '/en/contests/3/'],
    ['tvLivestream', {}, 'en', '/en/tv/livestream/'],
    ['tvPremiumLivestream', {}, 'en', '/en/tv/premium/livestream/'],
    ['tvLateNight', {}, 'en', '/en/tv/late-night/'],
    ['tvMediathekSeries', { series: 'talk' }, 'en', '/en/tv/mediathek/talk/'],
    ['tvMediathekVideos', { key: 'talk' }, 'en', '/en/tv/mediathek/talk/videos/'],
    ['tvMediaSeries', {}, 'en', '/en/tv/media/series/'],
    ['vipClub', {}, 'en', '/en/vipclub/'],
    ['myArea', {}, 'en', '/en/myvisitx/'],
    ['signUp', {}, 'de', '/registrieren/'],
    ['logIn', {}, 'es', '/es/acceso/'],
    ['logIn', {}, 'nl', '/nl/inloggen/'],
    // Issue 3 §1 "password lost and reset by a one-time token, e-mail verification": the pages the mailed links open
    ['passwordLost', {}, 'en', '/en/password-lost/'],
    ['passwordLost', {}, 'de', '/passwort-vergessen/'],
    ['passwordLost', {}, 'es', '/es/contrasena-olvidada/'],
    ['passwordLost', {}, 'nl', '/nl/wachtwoord-vergeten/'],
    ['passwordReset', {}, 'en', '/en/password-reset/'],
    ['passwordReset', {}, 'de', '/passwort-zuruecksetzen/'],
    ['passwordReset', {}, 'es', '/es/restablecer-contrasena/'],
    ['passwordReset', {}, 'nl', '/nl/wachtwoord-herstellen/'],
    ['verifyEmail', {}, 'en', '/en/verify-email/'],
    ['verifyEmail', {}, 'de', '/email-bestaetigen/'],
    ['verifyEmail', {}, 'es', '/es/verificar-email/'],
    ['verifyEmail', {}, 'nl', '/nl/email-bevestigen/'],
    ['myMediathek', {}, 'en', '/en/myvisitx/mediathek/'],
    ['myMediathekPhotos', {}, 'en', '/en/myvisitx/mediathek/photos/'],
    ['myFavoriteCams', {}, 'en', '/en/myvisitx/favorite-cams/'],
    ['termsOfService', {}, 'en', '/en/terms-of-service/'],
    ['dataProtection', {}, 'en', '/en/data-protection/'],
    // German without prefix, natural slugs
    ['actorProfile', { actorName: 'lena' }, 'de', '/amateur/lena/'],
    ['videoSearch', { searchPattern: 'blonde' }, 'de', '/suche/videos/blonde/'],
    ['actorSearch', { searchPattern: 'blonde' }, 'de', '/suche/models/blonde/'],
    ['newGirls', {}, 'de', '/neue-girls/'],
    ['performerSearch', {}, 'de', '/models-finden/'],
    ['performerSearch', {}, 'es', '/es/buscar-modelos/'],
    ['performerSearch', {}, 'nl', '/nl/modellen-zoeken/'],
    ['category', { categorySlug: 'outdoor' }, 'de', '/kategorien/outdoor/'],
    ['termsOfService', {}, 'de', '/agb/'],
    ['dataProtection', {}, 'de', '/datenschutz/'],
    // spec 000 §2: "pictures (German/Spanish: fotos)"; spec 001 §2: "the Spanish word for pictures is fotos"
    ['actorPictures', { actorName: 'lena' }, 'de', '/amateur/lena/fotos/'],
    ['actorPictures', { actorName: 'lena' }, 'es', '/es/amateur/lena/fotos/'],
    ['actorAlbum', { actorName: 'lena', albumId: 7 }, 'es', '/es/amateur/lena/fotos/7/'],
    ['videoSearch', { searchPattern: 'rubia' }, 'es', '/es/buscar/videos/rubia/'],
    ['actorSearch', { searchPattern: 'rubia' }, 'es', '/es/buscar/modelos/rubia/'],
    ['actorSearch', { searchPattern: 'blond' }, 'nl', '/nl/zoeken/modellen/blond/'],
    ['actorProfile', { actorName: 'lena' }, 'nl', '/nl/amateur/lena/'],
    ['videos', {}, 'nl', '/nl/videos/'],
  ] as const)('%s %j in %s -> %s', (screen, params, language, path) => {
    expect(buildPath(screen, params, language)).toBe(path);
    expect(matchPath(path)).toEqual({ screen, params: Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)])), language });
  });

  // spec 000 §2: "Actor names are lower-cased in URLs."
  it.each([
    ['LenaRose', 'en', '/en/amateur/lenarose/'],
    ['ÉLODIE', 'de', '/amateur/%C3%A9lodie/'],
    ['Ana María', 'es', '/es/amateur/ana%20mar%C3%ADa/'],
  ] as const)('actor name %j is lower-cased: %s', (actorName, language, path) => {
    expect(buildPath('actorProfile', { actorName }, language)).toBe(path);
    expect(matchPath(path)?.params).toEqual({ actorName: actorName.toLowerCase() });
  });

  it('matches a mixed-case actor name to the lower-cased one, other params keep their case', () => {
    expect(matchPath('/en/amateur/LenaRose/videos/tag/OutDoor/')?.params).toEqual({ actorName: 'lenarose', tagGroup: 'OutDoor' });
  });

  it('encodes path parameters when building and decodes them when matching', () => {
    const path = buildPath('videoSearch', { searchPattern: 'a/b c?d#e%' }, 'en');
    expect(path).toBe('/en/search/videos/a%2Fb%20c%3Fd%23e%25/');
    expect(matchPath(path)?.params).toEqual({ searchPattern: 'a/b c?d#e%' });
  });

  it('a literal sub-page wins over a parameter in the same place', () => {
    expect(matchPath('/en/amateur/lena/videos/classic/')?.screen).toBe('actorClassicVideos');
    expect(matchPath('/amateur/lena/videos/klassiker/')?.screen).toBe('actorClassicVideos');
    expect(matchPath('/en/amateur/lena/videos/99/')?.screen).toBe('actorVideo');
  });
});

describe('matchPath edge cases', () => {
  it.each([
    ['/en', { screen: 'home', params: {}, language: 'en' }],
    ['', { screen: 'home', params: {}, language: 'de' }],
    ['/de/', { screen: 'home', params: {}, language: 'de' }],
    ['/EN/Videos/', { screen: 'videos', params: {}, language: 'en' }],
    ['/en/videos/?page=2#top', { screen: 'videos', params: {}, language: 'en' }],
    ['/nl/amateur/lena', { screen: 'actorProfile', params: { actorName: 'lena' }, language: 'nl' }],
    // A mailed link carries its one-time token in the query; the token is no path parameter.
    ['/en/password-reset/?token=abc', { screen: 'passwordReset', params: {}, language: 'en' }],
    ['/email-bestaetigen?token=abc', { screen: 'verifyEmail', params: {}, language: 'de' }],
  ])('%j', (path, expected) => {
    expect(matchPath(path)).toEqual(expected);
  });

  // "Unknown path -> null"
  it.each([
    '/en/unknown/',
    '/fr/',
    '/de/videos/',
    '/en/amateur/',
    '/en/amateur/lena/unknown/',
    '/en/amateur/lena/fotos/', // German/Spanish slug under the English prefix
    '/amateur/lena/pictures/', // English slug without prefix
    '/password-reset/', // the English reset page without its /en/ prefix
    '/en/search/videos/%E0%A4%A/', // malformed escape
  ])('%j -> null', (path) => {
    expect(matchPath(path)).toBeNull();
  });
});

describe('buildPath errors', () => {
  it.each([
    ['actorProfile', {}, /expected parameter actorName to be a non-empty string or number, got undefined/],
    ['actorProfile', { actorName: '' }, /got ""/],
    ['actorVideo', { actorName: 'a', videoId: Number.NaN }, /expected parameter videoId.*got NaN/],
    ['nope', {}, /Unknown screen: .*got "nope"/],
  ] as const)('%s %j', (screen, params, message) => {
    expect(() => buildPath(screen as Screen, params, 'en')).toThrow(RouteError);
    expect(() => buildPath(screen as Screen, params, 'en')).toThrow(message);
  });
});

describe('switchLanguage', () => {
  it.each([
    ['/amateur/lena/fotos/', 'es', '/es/amateur/lena/fotos/'],
    ['/es/amateur/lena/fotos/12/', 'en', '/en/amateur/lena/pictures/12/'],
    ['/en/amateur/lena/pictures/', 'de', '/amateur/lena/fotos/'],
    ['/en/search/videos/red%20dress/', 'de', '/suche/videos/red%20dress/'],
    ['/en/videos/?page=2#grid', 'nl', '/nl/videos/?page=2#grid'],
    ['/en/', 'de', '/'],
    ['/', 'nl', '/nl/'],
    ['/en/agb/', 'de', '/'], // unknown path: the start page of the target language
  ] as const)('%s -> %s: %s', (path, language, expected) => {
    expect(switchLanguage(path, language)).toBe(expected);
  });
});

describe('routePattern', () => {
  it.each([
    ['actorProfile', 'en', '/en/amateur/{actorName}/'],
    ['home', 'de', '/'],
    ['actorAlbum', 'es', '/es/amateur/{actorName}/fotos/{albumId}/'],
  ] as const)('%s in %s', (screen, language, pattern) => {
    expect(routePattern(screen, language)).toBe(pattern);
  });
});

describe('resolvePath', () => {
  // spec 000 §1: "An unknown language falls back to English." and §2: "A language-less path '/' or
  // '/{language}/' is the start page." So a prefix that is a language we do not offer is the English start page.
  it.each([
    ['/fr/', { screen: 'home', params: {}, language: 'en' }],
    ['/fr', { screen: 'home', params: {}, language: 'en' }],
    ['/FR/', { screen: 'home', params: {}, language: 'en' }],
    ['/fr/videos/', { screen: 'home', params: {}, language: 'en' }],
    ['/it/amateur/isawild/?page=2', { screen: 'home', params: {}, language: 'en' }],
  ])('%s is the English start page', (path, expected) => {
    expect(resolvePath(path)).toEqual(expected);
  });

  it.each([
    ['/', { screen: 'home', params: {}, language: 'de' }],
    ['/de/', { screen: 'home', params: {}, language: 'de' }],
    ['/es/videos/', { screen: 'videos', params: {}, language: 'es' }],
    ['/tv/livestream/', { screen: 'tvLivestream', params: {}, language: 'de' }],
    ['/en/amateur/IsaWild/', { screen: 'actorProfile', params: { actorName: 'isawild' }, language: 'en' }],
  ])('%s is what matchPath says', (path, expected) => {
    expect(resolvePath(path)).toEqual(expected);
    expect(resolvePath(path)).toEqual(matchPath(path));
  });

  it.each([
    // A language we offer keeps its own 404 ("/en/nope/" is an English page that does not exist).
    '/en/no-such-page/',
    '/nl/amateur/',
    '/de/videos/',
    // "tv" begins routes of the table: not a language prefix.
    '/tv/',
    '/tv/nothing-here/',
    // Not shaped like a language code.
    '/fra/',
    '/no-such-page/',
    '/f/',
  ])('%s stays unknown (a 404)', (path) => {
    expect(resolvePath(path)).toBeNull();
  });
});
