/**
 * Teasers of a performer's profile pages (spec 001 §7 "POST teaser/getTeasers (routeName, routeArgs)": the route's
 * arguments carry the performer; issue 15 item 6 "teasers"): what a guest looking at her would want next. Her live
 * show while she is online, her videos while some are on sale, and a collection she is in. They come before the
 * site's general teasers of the route (./rules.ts), within the same limit per page.
 */
import type { Language } from '../config';
import { buildPath, type Screen } from '../routes';

/** Her profile pages (the screens whose routeArgs name her: { actorName }). */
export const PROFILE_TEASER_ROUTES: readonly Screen[] = [
  'actorProfile', 'actorAboutMe', 'actorVideos', 'actorPictures', 'actorLiveShow', 'actorClassicVideos', 'actorVideoTag',
];

export function isProfileTeaserRoute(routeName: Screen): boolean {
  return PROFILE_TEASER_ROUTES.includes(routeName);
}

/** What the server knows about her when a guest may see her; null teasers nothing about her. */
export interface PerformerTeaserFacts {
  /** Display name and URL name. */
  name: string;
  online: boolean;
  /** Her videos on sale now (spec 001 "discounted"). */
  onSaleVideos: number;
  /** The first collection she is in (display order), in the request language, or null. */
  collection: { slug: string; name: string } | null;
}

/** A teaser with its words filled in for one language (the wire's Teaser). */
export interface ResolvedTeaser {
  id: string;
  headline: string;
  text: string;
  cta: string;
  target: Screen;
  path: string;
}

type Words = Readonly<Record<Language, string>>;
const fill = (words: Words, language: Language, values: Record<string, string | number>) =>
  words[language].replace(/\{\{(\w+)\}\}/g, (_all, key: string) => String(values[key] ?? ''));

const LIVE = {
  headline: { de: '{{name}} ist jetzt live', en: '{{name}} is live now', es: '{{name}} está en directo', nl: '{{name}} is nu live' },
  text: { de: 'Schau in ihre Live-Show und chatte mit ihr, solange sie online ist.', en: 'Watch her live show and chat with her while she is online.', es: 'Mira su show en vivo y chatea con ella mientras esté en línea.', nl: 'Bekijk haar liveshow en chat met haar zolang ze online is.' },
  cta: { de: 'Zur Live-Show', en: 'Watch the live show', es: 'Ver el show en vivo', nl: 'Naar de liveshow' },
} as const satisfies Record<string, Words>;

const ON_SALE = {
  headline: { de: 'Videos von {{name}} im Angebot', en: 'Videos by {{name}} on sale', es: 'Vídeos de {{name}} en oferta', nl: "Video's van {{name}} in de aanbieding" },
  text: { de: '{{count}} ihrer Videos gibt es gerade günstiger.', en: '{{count}} of her videos cost less right now.', es: '{{count}} de sus vídeos cuestan menos ahora mismo.', nl: "{{count}} van haar video's kosten nu minder." },
  cta: { de: 'Videos ansehen', en: 'See her videos', es: 'Ver sus vídeos', nl: "Video's bekijken" },
} as const satisfies Record<string, Words>;

const COLLECTION = {
  headline: { de: 'Aus der Kollektion „{{collection}}“', en: 'From the collection "{{collection}}"', es: 'De la colección «{{collection}}»', nl: 'Uit de collectie "{{collection}}"' },
  text: { de: '{{name}} ist Teil dieser Auswahl: entdecke die anderen Models darin.', en: '{{name}} is part of this selection: discover the other models in it.', es: '{{name}} forma parte de esta selección: descubre a las demás modelos.', nl: '{{name}} hoort bij deze selectie: ontdek de andere modellen erin.' },
  cta: { de: 'Kollektion öffnen', en: 'Open the collection', es: 'Abrir la colección', nl: 'Collectie openen' },
} as const satisfies Record<string, Words>;

function teaser(id: string, words: { headline: Words; text: Words; cta: Words }, target: Screen, path: string, language: Language, values: Record<string, string | number>): ResolvedTeaser {
  return { id, headline: fill(words.headline, language, values), text: fill(words.text, language, values), cta: fill(words.cta, language, values), target, path };
}

/**
 * Her teasers for a profile page, best first: never one leading to the page it is on (the live show teaser is not
 * on her Live show tab, the sale teaser not on her Videos tab).
 */
export function performerTeasers(routeName: Screen, facts: PerformerTeaserFacts, language: Language): ResolvedTeaser[] {
  if (!isProfileTeaserRoute(routeName)) return [];
  const actorName = facts.name;
  const values = { name: facts.name, count: facts.onSaleVideos, collection: facts.collection?.name ?? '' };
  const teasers: ResolvedTeaser[] = [];
  if (facts.online && routeName !== 'actorLiveShow') {
    teasers.push(teaser('performerLive', LIVE, 'actorLiveShow', buildPath('actorLiveShow', { actorName }, language), language, values));
  }
  if (facts.onSaleVideos > 0 && routeName !== 'actorVideos') {
    teasers.push(teaser('performerOnSale', ON_SALE, 'actorVideos', buildPath('actorVideos', { actorName }, language), language, values));
  }
  if (facts.collection) {
    const path = buildPath('performerCollection', { collectionSlug: facts.collection.slug }, language);
    teasers.push(teaser('performerCollection', COLLECTION, 'performerCollection', path, language, values));
  }
  return teasers;
}
