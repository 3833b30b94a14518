/**
 * The localized route table of spec 000 §2 and spec 001 §2, as data.
 * Patterns leave out the language prefix and the slashes around them:
 * German has no prefix, English lives under /en/, Spanish /es/, Dutch /nl/.
 * English patterns are exactly the spec's; the others are natural local slugs
 * ("the Spanish word for pictures is fotos", German too). `{name}` is a path
 * parameter; the names are the spec's contract names.
 *
 * Where the spec lists bare words (video lists, personal area, campaign pages)
 * they hang below their parent: /en/videos/on-sale/, /en/myvisitx/benefits/;
 * campaign pages sit at the top level: /en/easter/.
 */
import type { Language } from '../config';

export type LocalizedPatterns = Readonly<Record<Language, string>>;

/** One pattern for every language (brand words, loan words like "cams"). */
const same = (pattern: string): LocalizedPatterns => ({ de: pattern, en: pattern, es: pattern, nl: pattern });

export const ROUTES = {
  home: same(''),
  videoSearch: { en: 'search/videos/{searchPattern}', de: 'suche/videos/{searchPattern}', es: 'buscar/videos/{searchPattern}', nl: 'zoeken/videos/{searchPattern}' },
  // Issue 15 item 4: the actors' page of the global search ("per-category result pages"); the spec names no path.
  actorSearch: { en: 'search/models/{searchPattern}', de: 'suche/models/{searchPattern}', es: 'buscar/modelos/{searchPattern}', nl: 'zoeken/modellen/{searchPattern}' },
  newGirls: { en: 'new-girls', de: 'neue-girls', es: 'chicas-nuevas', nl: 'nieuwe-girls' },
  // Issue 15 items 2-3: the actor search with filters, postcode or browser location and the map; the spec names no path.
  performerSearch: { en: 'find-models', de: 'models-finden', es: 'buscar-modelos', nl: 'modellen-zoeken' },
  // Issue 15 item 6 "collections": one curated collection below the actor search; the spec names no path.
  performerCollection: { en: 'find-models/collection/{collectionSlug}', de: 'models-finden/kollektion/{collectionSlug}', es: 'buscar-modelos/coleccion/{collectionSlug}', nl: 'modellen-zoeken/collectie/{collectionSlug}' },

  actorProfile: same('amateur/{actorName}'),
  actorAboutMe: { en: 'amateur/{actorName}/about-me', de: 'amateur/{actorName}/ueber-mich', es: 'amateur/{actorName}/sobre-mi', nl: 'amateur/{actorName}/over-mij' },
  actorVideos: same('amateur/{actorName}/videos'),
  actorPictures: { en: 'amateur/{actorName}/pictures', de: 'amateur/{actorName}/fotos', es: 'amateur/{actorName}/fotos', nl: 'amateur/{actorName}/fotos' },
  actorLiveShow: { en: 'amateur/{actorName}/live-show', de: 'amateur/{actorName}/live-show', es: 'amateur/{actorName}/show-en-vivo', nl: 'amateur/{actorName}/live-show' },
  actorTopCams: same('amateur/{actorName}/top-cams'),
  actorClassicVideos: { en: 'amateur/{actorName}/videos/classic', de: 'amateur/{actorName}/videos/klassiker', es: 'amateur/{actorName}/videos/clasicos', nl: 'amateur/{actorName}/videos/klassiekers' },
  actorVideoTag: { en: 'amateur/{actorName}/videos/tag/{tagGroup}', de: 'amateur/{actorName}/videos/tag/{tagGroup}', es: 'amateur/{actorName}/videos/etiqueta/{tagGroup}', nl: 'amateur/{actorName}/videos/tag/{tagGroup}' },
  actorVideo: same('amateur/{actorName}/videos/{videoId}'),
  actorAlbum: { en: 'amateur/{actorName}/pictures/{albumId}', de: 'amateur/{actorName}/fotos/{albumId}', es: 'amateur/{actorName}/fotos/{albumId}', nl: 'amateur/{actorName}/fotos/{albumId}' },

  freeChat: { en: 'free-chat', de: 'gratis-chat', es: 'chat-gratis', nl: 'gratis-chat' },
  cams: same('cams'),
  camShows: { en: 'cam-shows', de: 'cam-shows', es: 'shows-de-cams', nl: 'cam-shows' },
  // spec 001 §2 breadcrumbs "top cams (best chats, top 100, top favorites, top video call)"; the spec names no path.
  topCamsBestChats: { en: 'top-cams/best-chats', de: 'top-cams/beste-chats', es: 'top-cams/mejores-chats', nl: 'top-cams/beste-chats' },
  topCams100: same('top-cams/top-100'),
  topCamsFavourites: { en: 'top-cams/top-favorites', de: 'top-cams/top-favoriten', es: 'top-cams/top-favoritas', nl: 'top-cams/top-favorieten' },
  topCamsVideoCall: { en: 'top-cams/top-video-call', de: 'top-cams/top-videocall', es: 'top-cams/top-videollamada', nl: 'top-cams/top-videobellen' },
  category: { en: 'categories/{categorySlug}', de: 'kategorien/{categorySlug}', es: 'categorias/{categorySlug}', nl: 'categorieen/{categorySlug}' },
  // spec 001 §2 breadcrumbs "category details and overview": the overview of every category.
  categories: { en: 'categories', de: 'kategorien', es: 'categorias', nl: 'categorieen' },

  videos: same('videos'),
  allVideos: { en: 'videos/all-videos', de: 'videos/alle-videos', es: 'videos/todos-los-videos', nl: 'videos/alle-videos' },
  freeClips: { en: 'videos/free-clips', de: 'videos/gratis-clips', es: 'videos/clips-gratis', nl: 'videos/gratis-clips' },
  videoTrends: { en: 'videos/video-trends', de: 'videos/video-trends', es: 'videos/tendencias', nl: 'videos/video-trends' },
  onSaleVideos: { en: 'videos/on-sale', de: 'videos/im-angebot', es: 'videos/en-oferta', nl: 'videos/aanbiedingen' },
  newVideos: { en: 'videos/new-videos', de: 'videos/neue-videos', es: 'videos/videos-nuevos', nl: 'videos/nieuwe-videos' },
  vipVideos: same('videos/vip-videos'),
  videoStars: { en: 'videos/stars', de: 'videos/stars', es: 'videos/estrellas', nl: 'videos/sterren' },
  // Issue 15 item 6: "tags (search, most popular)"; each tag links to the video list of that tag.
  videoTags: same('videos/tags'),

  messenger: same('messenger'),
  feed: same('feed'),
  dailyDeals: { en: 'daily-deals', de: 'tagesangebote', es: 'ofertas-del-dia', nl: 'dagaanbiedingen' },
  contests: { en: 'contests', de: 'wettbewerbe', es: 'concursos', nl: 'wedstrijden' },
  contest: { en: 'contests/{id}', de: 'wettbewerbe/{id}', es: 'concursos/{id}', nl: 'wedstrijden/{id}' },

  tvLivestream: same('tv/livestream'),
  tvPremiumLivestream: same('tv/premium/livestream'),
  tvLateNight: same('tv/late-night'),
  tvMediathekSeries: same('tv/mediathek/{series}'),
  tvMediathekVideos: same('tv/mediathek/{key}/videos'),
  tvMediaSeries: { en: 'tv/media/series', de: 'tv/media/serien', es: 'tv/media/series', nl: 'tv/media/series' },

  vipClub: same('vipclub'),
  // Issue 3: the account forms; the spec names no path, so these are natural local words.
  signUp: { en: 'signup', de: 'registrieren', es: 'registro', nl: 'registreren' },
  logIn: { en: 'login', de: 'anmelden', es: 'acceso', nl: 'inloggen' },
  // The mailed links (server/guests/links.ts) open these, in the language the mail was written in.
  passwordLost: { en: 'password-lost', de: 'passwort-vergessen', es: 'contrasena-olvidada', nl: 'wachtwoord-vergeten' },
  passwordReset: { en: 'password-reset', de: 'passwort-zuruecksetzen', es: 'restablecer-contrasena', nl: 'wachtwoord-herstellen' },
  verifyEmail: { en: 'verify-email', de: 'email-bestaetigen', es: 'verificar-email', nl: 'email-bevestigen' },
  myArea: same('myvisitx'),
  myProfile: { en: 'myvisitx/profile', de: 'myvisitx/profil', es: 'myvisitx/perfil', nl: 'myvisitx/profiel' },
  myMediathek: same('myvisitx/mediathek'),
  myMediathekPhotos: { en: 'myvisitx/mediathek/photos', de: 'myvisitx/mediathek/fotos', es: 'myvisitx/mediathek/fotos', nl: 'myvisitx/mediathek/fotos' },
  mySpinwheel: { en: 'myvisitx/spinwheel', de: 'myvisitx/gluecksrad', es: 'myvisitx/ruleta', nl: 'myvisitx/rad-van-fortuin' },
  myBenefits: { en: 'myvisitx/benefits', de: 'myvisitx/vorteile', es: 'myvisitx/beneficios', nl: 'myvisitx/voordelen' },
  myFavoriteCams: { en: 'myvisitx/favorite-cams', de: 'myvisitx/lieblings-cams', es: 'myvisitx/cams-favoritas', nl: 'myvisitx/favoriete-cams' },

  easter: { en: 'easter', de: 'ostern', es: 'pascua', nl: 'pasen' },
  shootingGallery: { en: 'shooting-gallery', de: 'schiessbude', es: 'galeria-de-tiro', nl: 'schiettent' },
  wetNWildGame: same('wetnwildgame'),
  adventCalendar: { en: 'advent-calendar', de: 'adventskalender', es: 'calendario-de-adviento', nl: 'adventskalender' },
  goldRush: same('goldrush'),
  prizeDraw: { en: 'prize-draw', de: 'gewinnspiel', es: 'sorteo', nl: 'winactie' },
  highOnRose: same('high-on-rose'),

  termsOfService: { en: 'terms-of-service', de: 'agb', es: 'terminos-y-condiciones', nl: 'algemene-voorwaarden' },
  dataProtection: { en: 'data-protection', de: 'datenschutz', es: 'proteccion-de-datos', nl: 'privacy' },
} as const satisfies Record<string, LocalizedPatterns>;

/** Every screen of spec 000 §2 and spec 001 §2. */
export type Screen = keyof typeof ROUTES;

export const SCREENS = Object.keys(ROUTES) as Screen[];

/** Path prefix per language: spec 000 §2 "The German start page has no language prefix; English uses /en/ and Spanish /es/". */
export const LANGUAGE_PREFIX: Readonly<Record<Language, string>> = { de: '', en: '/en', es: '/es', nl: '/nl' };
