/**
 * GET /rest/v1/collections and GET /rest/v1/collections/:slug (issue 15 item 6; spec 001 §3 "Collection: id, name,
 * slug, label, imageId, imageUrl, modelCount, footerText, teaserText, linkVX, models").
 */
import { Type, type Static } from 'typebox';
import { Answer, Nullable } from './common';

export const CollectionSlugSchema = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9]+(?:-[a-z0-9]+)*$', description: 'a collection slug, such as toy-control' });

export const CollectionModelSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  /** Her profile path in the request language. */
  link: Type.String(),
  image: Type.String(),
  online: Type.Boolean(),
  age: Type.Integer(),
  country: Type.String(),
});

const CollectionFields = {
  id: Type.Integer(),
  name: Type.String(),
  slug: Type.String(),
  label: Type.String({ description: 'a short badge for the card' }),
  imageId: Nullable(Type.Integer({ description: 'the performer whose picture is the image; null for a collection without visible models' })),
  imageUrl: Nullable(Type.String()),
  modelCount: Type.Integer({ minimum: 0, description: 'the models the calling guest may see (country bans apply)' }),
  footerText: Type.String(),
  teaserText: Type.String(),
  linkVX: Type.String({ description: 'the collection page\'s path in the request language' }),
};

/** A collection in the list: everything but its models. */
export const CollectionSummarySchema = Type.Object(CollectionFields);
export const CollectionSchema = Type.Object({ ...CollectionFields, models: Type.Array(CollectionModelSchema, { description: 'the visible models in the collection\'s order' }) });

export const CollectionsAnswerSchema = Answer(Type.Object({ collections: Type.Array(CollectionSummarySchema) }));
export const CollectionAnswerSchema = Answer(CollectionSchema);

export type CollectionModel = Static<typeof CollectionModelSchema>;
export type CollectionSummary = Static<typeof CollectionSummarySchema>;
export type Collection = Static<typeof CollectionSchema>;
