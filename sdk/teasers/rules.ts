/**
 * Teaser banners (spec 001 §2 "teaser banners"; spec 001 §7 "POST teaser/getTeasers (routeName, routeArgs)"; issue 15
 * item 6): short promotions of other parts of the site, chosen per page and per guest. Every teaser leads to a built
 * list or form of the site (host-site/app/built-screens.test pins that no teaser leads to a placeholder).
 */
import type { Language } from '../config';
import type { Screen } from '../routes';

type Words = Readonly<Record<Language, string>>;

export interface TeaserDefinition {
  id: string;
  /** The pages (spec route names) that show it. */
  routes: readonly Screen[];
  /** Who sees it: everyone, guests who are not logged in, or logged-in guests without VIP. */
  audience: 'everyone' | 'loggedOut' | 'notVip';
  /** Where its link leads. */
  target: Screen;
  headline: Words;
  text: Words;
  cta: Words;
}

/** The catalog of teasers, in the order a page shows them. */
export const TEASERS: readonly TeaserDefinition[] = [
  {
    id: 'signUp',
    routes: ['home', 'videos', 'actorProfile', 'actorVideos'],
    audience: 'loggedOut',
    target: 'signUp',
    headline: { de: 'Kostenlos registrieren', en: 'Sign up for free', es: 'Regístrate gratis', nl: 'Gratis registreren' },
    text: {
      de: 'Merke dir deine Lieblings-Girls und chatte mit ihnen, sobald sie online sind.',
      en: 'Keep your favourite performers and chat with them as soon as they are online.',
      es: 'Guarda a tus chicas favoritas y chatea con ellas en cuanto estén en línea.',
      nl: 'Bewaar je favoriete girls en chat met ze zodra ze online zijn.',
    },
    cta: { de: 'Jetzt registrieren', en: 'Sign up now', es: 'Regístrate ahora', nl: 'Nu registreren' },
  },
  {
    id: 'freeClips',
    routes: ['home', 'videos', 'actorVideos'],
    audience: 'everyone',
    target: 'freeClips',
    headline: { de: 'Gratis-Clips', en: 'Free clips', es: 'Clips gratis', nl: 'Gratis clips' },
    text: {
      de: 'Kurze Videos, die du ohne Coins ansehen kannst.',
      en: 'Short videos you can watch without spending coins.',
      es: 'Vídeos cortos que puedes ver sin gastar monedas.',
      nl: "Korte video's die je zonder coins kunt bekijken.",
    },
    cta: { de: 'Clips ansehen', en: 'Watch the clips', es: 'Ver los clips', nl: 'Clips bekijken' },
  },
  {
    id: 'vipVideos',
    routes: ['videos', 'newVideos', 'actorVideos'],
    audience: 'notVip',
    target: 'vipVideos',
    headline: { de: 'VIP-Videos', en: 'VIP videos', es: 'Vídeos VIP', nl: "VIP-video's" },
    text: {
      de: 'Videos, die VIP-Mitglieder ohne Aufpreis sehen.',
      en: 'Videos that VIP members watch at no extra cost.',
      es: 'Vídeos que los miembros VIP ven sin coste adicional.',
      nl: "Video's die VIP-leden zonder meerprijs bekijken.",
    },
    cta: { de: 'VIP-Videos ansehen', en: 'See the VIP videos', es: 'Ver los vídeos VIP', nl: "VIP-video's bekijken" },
  },
  {
    id: 'newGirls',
    routes: ['home', 'cams'],
    audience: 'everyone',
    target: 'newGirls',
    headline: { de: 'Neue Girls', en: 'New girls', es: 'Chicas nuevas', nl: 'Nieuwe girls' },
    text: {
      de: 'Wer neu dabei ist: lerne sie zuerst kennen.',
      en: 'Who has just joined: meet them first.',
      es: 'Las que acaban de llegar: conócelas primero.',
      nl: 'Wie net begonnen is: leer ze als eerste kennen.',
    },
    cta: { de: 'Neue Girls ansehen', en: 'Meet the new girls', es: 'Ver las chicas nuevas', nl: 'Nieuwe girls bekijken' },
  },
];

/** At most this many teasers on one page: a banner row, not an advertising wall. */
export const MAX_TEASERS_PER_PAGE = 2;

export interface TeaserViewer {
  isLoggedIn: boolean;
  isVip: boolean;
}

function reaches(audience: TeaserDefinition['audience'], viewer: TeaserViewer): boolean {
  if (audience === 'loggedOut') return !viewer.isLoggedIn;
  if (audience === 'notVip') return !viewer.isVip;
  return true;
}

/** The teasers of a page for a guest, in catalog order; never one that leads to the page itself. */
export function teasersFor(routeName: Screen, viewer: TeaserViewer, catalog: readonly TeaserDefinition[] = TEASERS): TeaserDefinition[] {
  return catalog
    .filter((teaser) => teaser.routes.includes(routeName) && teaser.target !== routeName && reaches(teaser.audience, viewer))
    .slice(0, MAX_TEASERS_PER_PAGE);
}
