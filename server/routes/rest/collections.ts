/**
 * GET /rest/v1/collections and GET /rest/v1/collections/:slug (issue 15 item 6 "collections"; spec 001 §3
 * "Collection: id, name, slug, label, imageId, imageUrl, modelCount, footerText, teaserText, linkVX, models"; the
 * query service lists "collections"). The list leaves the models out; one collection carries them.
 */
import { Type } from 'typebox';
import { CollectionAnswerSchema, CollectionsAnswerSchema } from '../../../sdk/api/schemas/collections';
import { collectionBySlug, listCollections } from '../../collections/repository';
import { guestCountry, requestLanguage, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';

/** Which models show (and count) depends on the guest's country: a private cache only, and not for long. */
const CACHE_CONTROL = 'private, max-age=60';

export async function collectionRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/collections', { schema: { querystring: RestQuery, response: answers({ 200: CollectionsAnswerSchema }) } }, async (request, reply) => {
    reply.header('Cache-Control', CACHE_CONTROL);
    return ok({ collections: await listCollections(db, requestLanguage(request), guestCountry(request, context)) });
  });

  const bySlug = {
    // Any string reaches the handler, so an unknown or malformed slug is the same 404 naming the field.
    params: Type.Object({ slug: Type.String({ minLength: 1, maxLength: 100, description: 'a collection slug, such as toy-control' }) }),
    querystring: RestQuery,
    response: answers({ 200: CollectionAnswerSchema }, 404),
  };
  app.get('/collections/:slug', { schema: bySlug }, async (request, reply) => {
    const collection = await collectionBySlug(db, request.params.slug, requestLanguage(request), guestCountry(request, context));
    if (!collection) throw new HttpError(404, 'NOT_FOUND', `No collection ${JSON.stringify(request.params.slug)}`, 'params.slug');
    reply.header('Cache-Control', CACHE_CONTROL);
    return ok(collection);
  });
}
