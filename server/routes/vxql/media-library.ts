/**
 * The query service's media library fields (spec 001 §7 "media library
 * assets, totals, archive, unarchive"; §3 "Media library"; §9 "media library
 * default 20, newest first"). The guest is the access token's subject with a
 * live session; an anonymous guest is told to log in (LOGIN_REQUIRED), and a
 * guest only ever sees and archives their own items.
 */
import { GraphQLError } from 'graphql';
import { LIBRARY_ITEM_KINDS, libraryQueryProblem, MEDIA_LIBRARY_PAGE_SIZE, type LibraryItemKind, type LibraryQuery } from '../../../sdk/media-library/rules';
import { describeEntry, mediaLibraryAssets, mediaLibraryTotals, setLibraryArchived } from '../../media-library/library';
import type { GuestRecord } from '../../guests/current-guest';
import type { MessengerVxqlContext } from './messenger';

/** The media library part of the schema (appended to the query service's SDL). */
export const MEDIA_LIBRARY_SDL = /* GraphQL */ `
  type MediaLibraryImages { w320: String!, w640: String!, w1280: String! }
  "spec 001 §3: a video or gallery asset of the guest's library."
  type MediaLibraryAsset {
    key: String!, assetType: String!, id: Int!, mediaType: String!, source: String!, origin: String!
    title: String!, actorId: Int!, actorName: String!, addedAt: String!, images: MediaLibraryImages!
    duration: Int, pictureCount: Int, albumId: Int
  }
  type MediaLibraryPage { total: Int!, offset: Int!, items: [MediaLibraryAsset!]! }
  type MediaLibraryTotals { videos: Int!, photos: Int!, audio: Int!, chatClips: Int! }
`;

export const MEDIA_LIBRARY_QUERY_FIELDS = /* GraphQL */ `
    "The guest's media library, newest first: mediaType video|photo, source purchased|pinned|archived, origin shop|chatClip (null: both)."
    mediaLibraryAssets(mediaType: String!, source: String = "purchased", origin: String, first: Int = ${MEDIA_LIBRARY_PAGE_SIZE}, offset: Int = 0): MediaLibraryPage!
    "Counts of the guest's videos, photos, audio and chat clips (archived ones included)."
    mediaLibraryTotals: MediaLibraryTotals!
`;

export const MEDIA_LIBRARY_MUTATION_FIELDS = /* GraphQL */ `
    "Moves an item of the guest's library to the archive (assetType video|chatClip|album|sedcards|picture)."
    archiveMediaLibraryAsset(assetType: String!, id: Int!): MediaLibraryAsset!
    "Brings an archived item back to its shelf."
    unarchiveMediaLibraryAsset(assetType: String!, id: Int!): MediaLibraryAsset!
`;

function refuse(message: string, code: string, field?: string): never {
  throw new GraphQLError(message, { extensions: { code, ...(field ? { field } : {}) } });
}

async function loggedInGuest(context: MessengerVxqlContext): Promise<GuestRecord> {
  const guest = await context.guest();
  if (guest?.isLocked) refuse('Account locked', 'ACCOUNT_LOCKED');
  if (!guest?.isLoggedIn) refuse('Login required: the media library is the logged-in guest\'s own', 'LOGIN_REQUIRED');
  return guest;
}

function itemKind(assetType: string): LibraryItemKind {
  if (!(LIBRARY_ITEM_KINDS as readonly string[]).includes(assetType)) {
    refuse(`assetType: expected one of ${LIBRARY_ITEM_KINDS.join(', ')}, got ${JSON.stringify(assetType)}`, 'VALIDATION_FAILED', 'assetType');
  }
  return assetType as LibraryItemKind;
}

type AssetsArgs = { mediaType: string; source: string; origin?: string | null; first: number; offset: number };

/** Resolvers of the media library's Query fields. */
export const mediaLibraryQueries = {
  async mediaLibraryAssets(_parent: unknown, args: AssetsArgs, context: MessengerVxqlContext) {
    const raw = { ...args, origin: args.origin ?? null };
    const problem = libraryQueryProblem(raw);
    if (problem) refuse(problem.message, 'VALIDATION_FAILED', problem.field);
    const guest = await loggedInGuest(context);
    return mediaLibraryAssets(context.appContext.database.db, guest.id, raw as LibraryQuery);
  },
  async mediaLibraryTotals(_parent: unknown, _args: unknown, context: MessengerVxqlContext) {
    const guest = await loggedInGuest(context);
    return mediaLibraryTotals(context.appContext.database.db, guest.id);
  },
};

async function setArchived(args: { assetType: string; id: number }, context: MessengerVxqlContext, archived: boolean) {
  const kind = itemKind(args.assetType);
  const guest = await loggedInGuest(context);
  const { db } = context.appContext.database;
  const entry = await setLibraryArchived(db, guest.id, kind, args.id, archived);
  // Another guest's item is "not in your library", exactly like an unknown one: no hint that it exists.
  if (!entry) refuse(`No ${kind} ${args.id} in your media library`, 'NOT_FOUND', 'id');
  const asset = await describeEntry(db, entry, guest.id);
  if (!asset) refuse(`No ${kind} ${args.id} in the catalogue`, 'NOT_FOUND', 'id');
  return asset;
}

/** Resolvers of the media library's Mutation fields. */
export const mediaLibraryMutations = {
  archiveMediaLibraryAsset: (_parent: unknown, args: { assetType: string; id: number }, context: MessengerVxqlContext) => setArchived(args, context, true),
  unarchiveMediaLibraryAsset: (_parent: unknown, args: { assetType: string; id: number }, context: MessengerVxqlContext) => setArchived(args, context, false),
};
