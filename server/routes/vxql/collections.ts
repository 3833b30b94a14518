/**
 * The query service's collections (spec 001 §7 query service "collections"; §3 "Collection: id, name, slug, label,
 * imageId, imageUrl, modelCount, footerText, teaserText, linkVX, models"). Same rows and rules as REST GET
 * collections: the guest's country bans leave models out of the list and the count.
 */
import { GraphQLError } from 'graphql';
import type { CollectionSummary } from '../../../sdk/api/schemas/collections';
import { normalizeLanguage, type Language } from '../../../sdk/config';
import { collectionBySlug, listCollections } from '../../collections/repository';
import type { AppContext } from '../../context';

export const COLLECTIONS_SDL = /* GraphQL */ `
  type CollectionModel { id: Int!, name: String!, link: String!, image: String!, online: Boolean!, age: Int!, country: String! }
  type Collection {
    id: Int!, name: String!, slug: String!, label: String!, imageId: Int, imageUrl: String, modelCount: Int!
    footerText: String!, teaserText: String!, linkVX: String!
    "The models the guest may see, in the collection's order."
    models(first: Int = 30, offset: Int = 0): [CollectionModel!]!
  }
`;

export const COLLECTIONS_QUERY_FIELDS = /* GraphQL */ `
    "The curated collections in their order, words and links in the given language; slug: only that one."
    collections(language: String = "en", slug: String): [Collection!]!
`;

interface Context { appContext: AppContext; country: string }
type Parent = CollectionSummary & { language: Language };

export const collectionsQueries = {
  async collections(_parent: unknown, args: { language: string; slug?: string | null }, { appContext, country }: Context): Promise<Parent[]> {
    const language = normalizeLanguage(args.language);
    const all = await listCollections(appContext.database.db, language, country);
    return all.filter((collection) => args.slug == null || collection.slug === args.slug).map((collection) => ({ ...collection, language }));
  },
};

export const collectionResolvers = {
  // mercurius types every parent as unknown; a Collection's parent is what collections() answered.
  async models(parent: unknown, args: { first: number; offset: number }, { appContext, country }: Context) {
    const { slug, language } = parent as Parent;
    if (!Number.isInteger(args.first) || args.first < 1 || args.first > 100) throw new GraphQLError(`first must be an integer from 1 to 100, got ${args.first}`);
    if (!Number.isInteger(args.offset) || args.offset < 0) throw new GraphQLError(`offset must be an integer >= 0, got ${args.offset}`);
    const collection = await collectionBySlug(appContext.database.db, slug, language, country);
    return (collection?.models ?? []).slice(args.offset, args.offset + args.first);
  },
};
