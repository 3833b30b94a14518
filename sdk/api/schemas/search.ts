/** Wire schemas of the global search (issue 15 item 4; sdk/search/types.ts holds the same types for the clients). */
import { Type, type Static } from 'typebox';
import type { GlobalSearchResult, SearchActorItem, SearchVideoItem } from '../../search/types';

export const SearchActorItemSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  image: Type.String(),
  aspect: Type.Number(),
  link: Type.String(),
  online: Type.Boolean(),
  mobileVideoCall: Type.Boolean(),
});

export const SearchVideoItemSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  image: Type.String(),
  link: Type.String(),
  durationSeconds: Type.Integer(),
  actorName: Type.String(),
});

const group = <T extends ReturnType<typeof Type.Object> | ReturnType<typeof Type.Never>>(type: string, item: T) =>
  Type.Object({
    type: Type.Literal(type),
    count: Type.Integer({ minimum: 0 }),
    link: Type.Union([Type.String(), Type.Null()], { description: 'the localized per-category result page; null when count is 0 or no such page exists' }),
    items: Type.Array(item),
  });

export const GlobalSearchResultSchema = Type.Object({
  searchPattern: Type.String(),
  proposals: Type.Array(Type.String(), { description: 'up to 5 completions: performer names, tags, categories' }),
  actors: group('actors', SearchActorItemSchema),
  videos: group('videos', SearchVideoItemSchema),
  mediathek: group('mediathek', Type.Never()),
  blog: group('blog', Type.Never()),
});

export const GlobalSearchAnswerSchema = Type.Object({ success: Type.Literal(true), data: GlobalSearchResultSchema });

export const SearchByTypeAnswerSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Object({
    items: Type.Union([Type.Array(SearchActorItemSchema), Type.Array(SearchVideoItemSchema)]),
    totalCount: Type.Optional(Type.Integer({ minimum: 0, description: 'present when withTotalCount=true' })),
  }),
});

export const LastSearchesAnswerSchema = Type.Object({
  success: Type.Literal(true),
  data: Type.Array(Type.String(), { description: 'newest first, at most 3; empty without functional consent' }),
});

// The wire schemas and the sdk's hand-written types must agree (a compile error otherwise).
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const agree: [Same<Static<typeof SearchActorItemSchema>, SearchActorItem>, Same<Static<typeof SearchVideoItemSchema>, SearchVideoItem>] = [true, true];
void agree;
export type GlobalSearchWire = Static<typeof GlobalSearchResultSchema>;
export type { GlobalSearchResult };
