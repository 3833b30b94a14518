/**
 * The query service's GraphQL schema (spec 001 §7 "Query service"): a first,
 * small slice (models, videos, tags) served from the same repositories as REST.
 */
import { COLLECTIONS_QUERY_FIELDS, COLLECTIONS_SDL, collectionResolvers, collectionsQueries } from './collections';
import { GraphQLError } from 'graphql';
import type { AppContext } from '../../context';
import { imagePath } from '../../images/paths';
import { MESSENGER_MUTATION_FIELDS, MESSENGER_QUERY_FIELDS, MESSENGER_SDL, messengerMutations, messengerQueries, type MessengerVxqlContext } from './messenger';
import { TRACKING_MUTATION_FIELDS, TRACKING_SDL, trackingMutations } from './tracking';
import { MEDIA_LIBRARY_MUTATION_FIELDS, MEDIA_LIBRARY_QUERY_FIELDS, MEDIA_LIBRARY_SDL, mediaLibraryMutations, mediaLibraryQueries } from './media-library';
import { VIDEO_MUTATION_FIELDS, VIDEO_QUERY_FIELDS, VIDEO_SDL, videoMutations, videoQueries } from './video';
import { LIVE_SHOWS_MUTATION_FIELDS, LIVE_SHOWS_QUERY_FIELDS, LIVE_SHOWS_SDL, liveShowsMutations, liveShowsQueries } from './live-shows';
import type { ChangePublisher } from '../../changes';
// Issue 14 item 2 (L): top cams.
import { TOP_CAMS_QUERY_FIELDS, TOP_CAMS_SDL, topCamsQueries } from './top-cams';

/** The SDL; mercurius builds a schema of its own from it per app. */
export const VXQL_SDL = /* GraphQL */ `
  type Query {
    "Performers, online first then by rank; banned performers of the guest's country are hidden."
    models(first: Int = 30, offset: Int = 0, online: Boolean): ModelList!
    "Videos, newest first."
    videos(first: Int = 30, offset: Int = 0, actorId: Int): VideoList!
    "The most used video tags (spec 001 §7: count passed by caller)."
    tags(first: Int = 20): [Tag!]!
${MESSENGER_QUERY_FIELDS}
${MEDIA_LIBRARY_QUERY_FIELDS}
${VIDEO_QUERY_FIELDS}
${LIVE_SHOWS_QUERY_FIELDS}
${TOP_CAMS_QUERY_FIELDS}
${COLLECTIONS_QUERY_FIELDS}
  }
  type Mutation {
${MESSENGER_MUTATION_FIELDS}
${TRACKING_MUTATION_FIELDS}
${MEDIA_LIBRARY_MUTATION_FIELDS}
${VIDEO_MUTATION_FIELDS}
${LIVE_SHOWS_MUTATION_FIELDS}
  }
${MESSENGER_SDL}
${TRACKING_SDL}
${MEDIA_LIBRARY_SDL}
${VIDEO_SDL}
${LIVE_SHOWS_SDL}
${TOP_CAMS_SDL}
${COLLECTIONS_SDL}
  type ModelList { total: Int!, items: [Model!]! }
  type Model {
    id: Int!, name: String!, online: Boolean!, age: Int!, country: String!
    languages: [String!]!, threeWords: [String!]!, isTopAmateur: Boolean!, avatar: String!
  }
  type VideoList { total: Int!, items: [Video!]! }
  type Video {
    id: Int!, title: String!, duration: Int!, price: Int!, basePrice: Int!, free: Boolean!, vip: Boolean!
    releasedAt: String!, preview: String!, actorId: Int!, actorName: String!
  }
  type Tag { name: String!, count: Int! }
`;

/** Per-request data the resolvers need. */
export interface VxqlContext extends MessengerVxqlContext {
  appContext: AppContext;
  country: string;
  /** Publishes what a mutation's commit changed (ticket buys, voice calls). */
  publishChanges: ChangePublisher;
}

function paging(first: number, offset: number) {
  if (!Number.isInteger(first) || first < 1 || first > 100) throw new GraphQLError(`first must be an integer from 1 to 100, got ${first}`);
  if (!Number.isInteger(offset) || offset < 0) throw new GraphQLError(`offset must be an integer >= 0, got ${offset}`);
  return { limit: first, offset };
}

/** The Query fields' resolvers (mercurius calls them with (parent, args, context)). */
const queries = {
  ...messengerQueries,
  ...mediaLibraryQueries,
  ...videoQueries,
  ...liveShowsQueries,
  ...topCamsQueries,
  ...collectionsQueries,
  async models(_parent: unknown, args: { first: number; offset: number; online?: boolean | null }, { appContext: app, country }: VxqlContext) {
    const filter = args.online == null ? {} : { online: args.online };
    const page = await app.performers.grid({ ...paging(args.first, args.offset), filter }, country);
    return {
      total: page.total,
      items: page.items.map((tile) => ({ ...tile, online: tile.isOnline, avatar: imagePath('performer', tile.id, 'w320') })),
    };
  },
  async videos(_parent: unknown, args: { first: number; offset: number; actorId?: number | null }, { appContext: app, country }: VxqlContext) {
    const filter = args.actorId == null ? {} : { actorId: args.actorId };
    const page = await app.videos.grid({ ...paging(args.first, args.offset), filter }, country);
    return {
      total: page.total,
      items: page.items.map((tile) => ({
        ...tile,
        price: tile.price.value,
        basePrice: tile.basePrice.value,
        preview: tile.preview.w320,
        actorId: tile.actor.id,
        actorName: tile.actor.name,
      })),
    };
  },
  async tags(_parent: unknown, args: { first: number }, { appContext: app }: VxqlContext) {
    paging(args.first, 0);
    return (await app.videos.topTags(args.first)).map((t) => ({ name: t.tag, count: t.count }));
  },
};

/** The query service's resolvers by type. */
export const vxqlResolvers = { Query: queries, Collection: collectionResolvers, Mutation: { ...messengerMutations, ...trackingMutations, ...mediaLibraryMutations, ...videoMutations, ...liveShowsMutations } };
