/**
 * Wire schemas of the actor search (issue 15 items 2-3; contract ACTOR-SEARCH-CONTRACT15): POST actorsearch/init,
 * actorsearch/search, actorsearch/filter/delete, GET utility/getGeoLocationByZip/{zipCode} and
 * GET monitoringActors/onlineActorsAmount. The hand-written types in sdk/actor-search/types.ts must be exactly the
 * Static types of these (checked below at compile time), so the client bundles no TypeBox.
 */
import { Type, type Static } from 'typebox';
import {
  ACTOR_FILTER_FIELDS, ACTOR_SEARCH_SORTS, ACTOR_SEARCH_TYPES, GEO_SOURCES, ZIP_LENGTH,
  type ActiveFilter, type ActorFilterDeleteRequest, type ActorSearchAnswer, type ActorSearchHit, type ActorSearchInitRequest,
  type ActorSearchRequest, type AvailableFilter, type GeoLocationByZipAnswer, type GuestLocation, type MapMarker,
  type OnlineActorsAmount, type SearchConditions,
} from '../../actor-search/types';
import { Nullable } from './common';

const SearchTypeSchema = Type.Enum([...ACTOR_SEARCH_TYPES], { description: 'default, location (needs a location), custom (the guest\'s own filters) or newGirls (registered in the last 30 days)' });
const SortSchema = Type.Enum([...ACTOR_SEARCH_SORTS], { description: 'rank (default), registered, distance (only with a location; else the answer says rank)' });
const FilterFieldSchema = Type.Enum([...ACTOR_FILTER_FIELDS]);
const Lat = Type.Number({ minimum: -90, maximum: 90 });
const Long = Type.Number({ minimum: -180, maximum: 180 });

/** Values are checked per field by the rules (sdk/actor-search/conditions.ts), which name the field at fault. */
const Values = Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 40 }), { maxItems: 40 }));
export const SearchConditionsSchema = Type.Object(
  {
    gender: Values, type: Values, age: Values, languages: Values, country: Values, categories: Values, features: Values, online: Values,
    excludedIds: Type.Optional(Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 500, description: 'performers the online filter leaves out (spec 001 §5)' })),
  },
  { additionalProperties: false, description: 'field -> selected values; age ranges 18-25, 26-35, 36-45, 46+; features hd, livePreview, toyControl, audio; online [\'true\']' },
);

export const FilterOptionSchema = Type.Object({ value: Type.String(), label: Type.String({ description: 'in the request\'s language' }), count: Type.Integer({ minimum: 0 }) });
export const AvailableFilterSchema = Type.Object({ field: FilterFieldSchema, label: Type.String(), options: Type.Array(FilterOptionSchema) });
export const ActiveFilterSchema = Type.Object({ field: FilterFieldSchema, value: Type.String(), label: Type.String() });
export const GuestLocationSchema = Type.Object({ lat: Lat, long: Long, zip: Nullable(Type.String()), source: Type.Enum([...GEO_SOURCES]) });

export const ActorSearchHitSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  link: Type.String({ description: 'the profile page in the asked language' }),
  image: Type.String(),
  online: Type.Boolean(),
  age: Type.Integer(),
  country: Type.String({ description: 'ISO 3166 alpha-2' }),
  city: Type.String(),
  distanceKm: Nullable(Type.Number({ description: 'km from the guest\'s location, one decimal; null without a location' })),
  lat: Type.Number({ description: 'the performer\'s city, never finer' }),
  long: Type.Number(),
  isNew: Type.Boolean(),
  features: Type.Array(Type.String()),
});

export const MapMarkerSchema = Type.Object({ id: Type.Integer(), name: Type.String(), lat: Type.Number(), long: Type.Number(), online: Type.Boolean(), link: Type.String() });

export const ActorSearchAnswerSchema = Type.Object({
  requestId: Type.Integer({ minimum: 0, description: 'echoed from the request (init: 0): the client applies only the newest' }),
  searchType: SearchTypeSchema,
  sortType: SortSchema,
  moodValue: Type.Integer({ minimum: 0, maximum: 3 }),
  activeCategory: Nullable(Type.String()),
  availableFilters: Type.Array(AvailableFilterSchema),
  activeFilters: Type.Array(ActiveFilterSchema),
  actors: Type.Array(ActorSearchHitSchema),
  currentPage: Type.Integer({ minimum: 1 }),
  maxPage: Type.Integer({ minimum: 1 }),
  totalHits: Type.Integer({ minimum: 0 }),
  location: Nullable(GuestLocationSchema),
  markers: Type.Array(MapMarkerSchema, { maxItems: 500, description: 'every hit of the search (not only the page), at most 500' }),
});

const Category = Type.String({ minLength: 1, maxLength: 60, description: 'a category slug or a collection slug (GET collections); a category wins over a collection of the same slug' });

export const ActorSearchInitBodySchema = Type.Object({
  currentCollection: Type.Optional(Nullable(Category)),
  searchType: SearchTypeSchema,
  sortType: Type.Optional(SortSchema),
  qmdate: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});

export const ActorSearchBodySchema = Type.Object({
  moodValue: Type.Integer({ minimum: 0, maximum: 3, description: '0 any, 1 calm, 2 playful, 3 bold' }),
  searchType: SearchTypeSchema,
  sortType: SortSchema,
  requestId: Type.Integer({ minimum: 0 }),
  forcedGuestLocation: Type.Optional(Nullable(Type.Object({ lat: Lat, long: Long }))),
  forcedGuestZip: Type.Optional(Nullable(Type.String({ minLength: ZIP_LENGTH, maxLength: ZIP_LENGTH, description: 'spec 001 §5: exactly 5 characters' }))),
  forcedGuestLocationSource: Type.Optional(Nullable(Type.Enum([...GEO_SOURCES]))),
  currentCollection: Type.Optional(Nullable(Category)),
  searchConditions: Type.Optional(SearchConditionsSchema),
  changedFilter: Type.Optional(Nullable(Type.String({ maxLength: 40 }))),
});

export const ActorFilterDeleteBodySchema = Type.Object({
  searchConditions: SearchConditionsSchema,
  searchType: Type.Optional(SearchTypeSchema),
  sortType: Type.Optional(SortSchema),
  moodValue: Type.Optional(Type.Integer({ minimum: 0, maximum: 3 })),
  requestId: Type.Optional(Type.Integer({ minimum: 0 })),
});

export const GeoLocationByZipSchema = Type.Union([
  Type.Object({ success: Type.Literal(true), data: Type.Object({ latitude: Lat, longitude: Long }) }),
  Type.Object({ success: Type.Literal(false) }),
]);

export const OnlineActorsAmountSchema = Type.Object({ amount: Type.Integer({ minimum: 0 }) });

// Compile-time agreement of the hand-written wire types with the schemas (both directions).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [
  Same<Static<typeof ActorSearchAnswerSchema>, ActorSearchAnswer>, Same<Static<typeof ActorSearchHitSchema>, ActorSearchHit>,
  Same<Static<typeof MapMarkerSchema>, MapMarker>, Same<Static<typeof AvailableFilterSchema>, AvailableFilter>,
  Same<Static<typeof ActiveFilterSchema>, ActiveFilter>, Same<Static<typeof GuestLocationSchema>, GuestLocation>,
  Same<Static<typeof SearchConditionsSchema>, SearchConditions>, Same<Static<typeof ActorSearchInitBodySchema>, ActorSearchInitRequest>,
  Same<Static<typeof ActorSearchBodySchema>, ActorSearchRequest>, Same<Static<typeof ActorFilterDeleteBodySchema>, ActorFilterDeleteRequest>,
  Same<Static<typeof GeoLocationByZipSchema>, GeoLocationByZipAnswer>, Same<Static<typeof OnlineActorsAmountSchema>, OnlineActorsAmount>,
] = [true, true, true, true, true, true, true, true, true, true, true, true];
void agree;
