/**
 * Generates the demo catalog as plain rows, a pure function of (seed, scale):
 * no clock, no I/O. Dates are relative to a fixed reference day so the same
 * seed gives byte-identical rows on every machine and every day.
 */
import type { ActorType, ChatPrices, Gender } from '../../../sdk/api/types';
import type {
  AlbumsTable, PerformerBannedCountriesTable, PerformerCategoriesTable, PerformersTable,
  PerformerTagsTable, PicturesTable, VideosTable, VideoTagsTable,
} from '../schema';
import { createRandom, type Random } from './prng';
import {
  BANNABLE_COUNTRIES, CATEGORIES, COUNTRIES, FIRST_NAMES, MALE_FIRST_NAMES, NAME_SUFFIXES, TAGS, THREE_WORDS,
  TITLE_ADJECTIVES, TITLE_NOUNS,
} from './words';

/** The catalog's "today": flags such as new are computed against it. */
export const CATALOG_REFERENCE_DATE = Date.UTC(2025, 10, 1, 12);
const DAY = 86_400_000;

/** Sizes of the full catalog; `scale` multiplies them (tests seed a small one). */
export const FULL_CATALOG = { performers: 400, videos: 5000, albums: 800 } as const;

export interface Catalog {
  performers: PerformersTable[];
  performerCategories: PerformerCategoriesTable[];
  performerTags: PerformerTagsTable[];
  performerBans: PerformerBannedCountriesTable[];
  videos: VideosTable[];
  videoTags: VideoTagsTable[];
  albums: AlbumsTable[];
  pictures: PicturesTable[];
}

/** Mostly single women, as on the real platform (spec 000 §3 type values). */
const TYPE_WEIGHTS: readonly (readonly [ActorType, number])[] = [
  ['F', 70], ['M', 6], ['FM', 8], ['FF', 6], ['MM', 3], ['S', 4], ['T', 3],
];
const GENDER_OF_TYPE: Record<ActorType, Gender> = { F: 'F', M: 'M', FM: 'C', FF: 'C', MM: 'C', S: 'N', T: 'N' };
/** spec 001 §5: "Free videos are limited to the female acting group." */
const FEMALE_ACTING_GROUP: ReadonlySet<ActorType> = new Set(['F', 'FF']);

const iso = (time: number) => new Date(time).toISOString();
const count = (full: number, scale: number) => Math.max(1, Math.round(full * scale));

/** The whole catalog for a seed; `scale` 1 gives 400 performers, 5,000 videos and 800 albums. */
export function generateCatalog(seed: number, scale = 1): Catalog {
  const random = createRandom(seed);
  const catalog: Catalog = {
    performers: [], performerCategories: [], performerTags: [], performerBans: [],
    videos: [], videoTags: [], albums: [], pictures: [],
  };
  const performerCount = count(FULL_CATALOG.performers, scale);
  const ranks = random.sample(Array.from({ length: performerCount }, (_, i) => i + 1), performerCount);
  const names = new Set<string>();
  for (let id = 1; id <= performerCount; id++) {
    const type = random.weighted(TYPE_WEIGHTS);
    const performer = generatePerformer(random, id, type, uniqueName(random, names, type), ranks[id - 1] ?? id);
    catalog.performers.push(performer);
    for (const category of random.sample(CATEGORIES, random.int(1, 3))) {
      catalog.performerCategories.push({ performer_id: id, category });
    }
    for (const tag of random.sample(TAGS, random.int(2, 5))) catalog.performerTags.push({ performer_id: id, tag });
    if (random.chance(0.1)) {
      for (const code of random.sample(BANNABLE_COUNTRIES, random.int(1, 3))) {
        catalog.performerBans.push({ performer_id: id, country_code: code });
      }
    }
  }
  for (let id = 1; id <= count(FULL_CATALOG.videos, scale); id++) {
    const performer = random.pick(catalog.performers);
    catalog.videos.push(generateVideo(random, id, performer));
    for (const tag of random.sample(TAGS, random.int(1, 4))) catalog.videoTags.push({ video_id: id, tag });
  }
  let pictureId = 0;
  for (let id = 1; id <= count(FULL_CATALOG.albums, scale); id++) {
    const album = generateAlbum(random, id, random.pick(catalog.performers).id);
    catalog.albums.push(album);
    for (let position = 1; position <= album.picture_count; position++) {
      catalog.pictures.push({ id: ++pictureId, album_id: id, position, title: `${album.title} ${position}` });
    }
  }
  return catalog;
}

function uniqueName(random: Random, taken: Set<string>, type: ActorType): string {
  const firstNames = type === 'M' || type === 'MM' ? MALE_FIRST_NAMES : FIRST_NAMES;
  let name = `${random.pick(firstNames)}${random.pick(NAME_SUFFIXES)}`;
  while (taken.has(name.toLowerCase())) name = `${name}${random.int(1, 9)}`;
  taken.add(name.toLowerCase());
  return name;
}

function generatePerformer(random: Random, id: number, type: ActorType, name: string, rank: number): PerformersTable {
  const [country, language] = random.weighted(COUNTRIES.map(([c, l, w]) => [[c, l] as const, w] as const));
  const languages = [...new Set([language, ...random.sample(['en', 'de', 'es', 'nl', 'fr'], random.int(0, 2))])];
  const isOnline = random.chance(0.25);
  const daysSinceRegistration = random.chance(0.1) ? random.int(0, 29) : random.int(30, 6 * 365);
  const video = random.int(8, 20);
  const prices: ChatPrices = {
    video,
    voyeur: Math.ceil(video / 2),
    single: video + 4,
    singlec2c: video + 8,
    ticketShow: random.pick([20, 30, 40]),
    voucherChatMinutes: random.pick([0, 0, 5, 10]),
  };
  const features = {
    freeChat: isOnline && random.chance(0.2),
    conversionChat: isOnline && random.chance(0.3),
    mobileVideocall: isOnline && random.chance(0.3),
    ticketShow: isOnline && random.chance(0.05),
    livePreview: random.chance(0.7),
    voyeurChat: random.chance(0.5),
  };
  return {
    id,
    name,
    name_lower: name.toLowerCase(),
    gender: GENDER_OF_TYPE[type],
    type,
    age: random.chance(0.7) ? random.int(18, 35) : random.int(36, 55),
    country,
    languages: JSON.stringify(languages),
    three_words: JSON.stringify(random.sample(THREE_WORDS, 3)),
    prices: JSON.stringify(prices),
    features: JSON.stringify(features),
    is_online: isOnline ? 1 : 0,
    // issue 14: no ticket show runs at seed time; J's show scheduler sets it (server/live/state.ts setTicketShow).
    is_ticket_show: 0,
    is_new: daysSinceRegistration < 30 ? 1 : 0,
    is_top_amateur: random.chance(0.08) ? 1 : 0,
    rank,
    favorite_count: random.int(0, 5000),
    registered_at: iso(CATALOG_REFERENCE_DATE - daysSinceRegistration * DAY - random.int(0, DAY - 1)),
  };
}

function title(random: Random): string {
  return `${random.pick(TITLE_ADJECTIVES)} ${random.pick(TITLE_NOUNS)}`;
}

function generateVideo(random: Random, id: number, performer: PerformersTable): VideosTable {
  const ageInDays = random.chance(0.05) ? random.int(0, 13) : random.int(14, 4 * 365);
  const free = FEMALE_ACTING_GROUP.has(performer.type as ActorType) && random.chance(0.08);
  const basePrice = free ? 0 : random.int(2, 40) * 5;
  const onSale = !free && random.chance(0.12);
  return {
    id,
    performer_id: performer.id,
    title: title(random),
    description: `${performer.name} in a ${random.pick(THREE_WORDS)} clip about a ${random.pick(TAGS)} ${random.pick(TITLE_NOUNS).toLowerCase()}.`,
    duration: random.int(60, 3600),
    price: onSale ? Math.ceil(basePrice * 0.7) : basePrice,
    base_price: basePrice,
    free: free ? 1 : 0,
    vip: !free && random.chance(0.1) ? 1 : 0,
    is_new: ageInDays < 14 ? 1 : 0,
    on_sale: onSale ? 1 : 0,
    // Classics are older clips offered as a collection.
    classic: ageInDays > 2 * 365 && random.chance(0.2) ? 1 : 0,
    age_rating: random.chance(0.3) ? 16 : 18,
    released_at: iso(CATALOG_REFERENCE_DATE - ageInDays * DAY - random.int(0, DAY - 1)),
  };
}

function generateAlbum(random: Random, id: number, performerId: number): AlbumsTable {
  return {
    id,
    performer_id: performerId,
    title: title(random),
    description: `A ${random.pick(THREE_WORDS)} photo set: ${random.pick(TAGS)}.`,
    age_rating: random.chance(0.4) ? 16 : 18,
    price: random.chance(0.2) ? 0 : random.int(2, 20) * 5,
    picture_count: random.int(4, 12),
    created_at: iso(CATALOG_REFERENCE_DATE - random.int(0, 3 * 365) * DAY),
  };
}
