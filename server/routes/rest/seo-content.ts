/**
 * The tag pages' SEO content (issue 15 §8 "SEO content per tag group"):
 * - GET seo/getActorSeoContent/{actorId}/{tagGroup} (spec 001 §7 actor calls): a performer's videos with one tag,
 *   for her page videos/tag/{tagGroup}; 404 unknown performer, 451 banning the guest's country;
 * - GET seo/getTagSeoContent/{tagGroup}: the same facts for the video list of one tag, with the performers who
 *   have the most videos of it (the spec names no call for the tag list; this is its counterpart).
 * - GET actor/videoTags/{actorId} (spec 001 query service "actor video tags"): the tags of her videos with their
 *   counts, which her Videos tab links to her tag pages; 404 unknown performer, 451 banning the guest's country.
 * {tagGroup} is the tag; a value that cannot be a tag is a 400 naming params.tagGroup.
 */
import { Type } from 'typebox';
import { ActorSeoContentSchema, ActorVideoTagsSchema, TagSeoContentSchema } from '../../../sdk/api/schemas/seo-content';
import { parseTagParam } from '../../../sdk/seo-content/rules';
import { visiblePerformer } from '../../albums/performer';
import { guestCountry, type AppContext } from '../../context';
import { HttpError } from '../../http/errors';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';
import { actorSeoContent, actorVideoTags, tagSeoContent } from '../../seo-content/repository';
import { PositiveId } from './money-shared';

const TagParam = Type.String({ minLength: 1, maxLength: 120, description: 'a tag: letters, digits, inner spaces, hyphens and underscores, at most 40' });

/** The tag a {tagGroup} names, or 400 naming the field. */
function tagOf(value: string): string {
  const tag = parseTagParam(value);
  if (tag === null) throw new HttpError(400, 'VALIDATION_FAILED', `${JSON.stringify(value)} is not a tag: letters, digits, inner spaces, hyphens and underscores, at most 40`, 'params.tagGroup');
  return tag;
}

/** Registers the two SEO content routes. */
export async function seoContentRoutes(app: TypedApp, { context }: { context: AppContext }) {
  const { db } = context.database;

  app.get('/seo/getActorSeoContent/:actorId/:tagGroup', {
    schema: { params: Type.Object({ actorId: PositiveId('performer'), tagGroup: TagParam }), querystring: RestQuery, response: answers({ 200: Type.Object({ success: Type.Literal(true), data: ActorSeoContentSchema }) }, 404, 451) },
  }, async (request, reply) => {
    const tag = tagOf(request.params.tagGroup);
    const country = guestCountry(request, context);
    const performer = await visiblePerformer(db, String(request.params.actorId), country, 'params.actorId');
    // The counts depend on the guest's country (bans), so no shared cache keeps them.
    reply.header('Cache-Control', 'private, max-age=300');
    return ok(await actorSeoContent(db, performer, tag, country));
  });

  app.get('/seo/getTagSeoContent/:tagGroup', {
    schema: { params: Type.Object({ tagGroup: TagParam }), querystring: RestQuery, response: answers({ 200: Type.Object({ success: Type.Literal(true), data: TagSeoContentSchema }) }) },
  }, async (request, reply) => {
    const tag = tagOf(request.params.tagGroup);
    reply.header('Cache-Control', 'private, max-age=300');
    return ok(await tagSeoContent(db, tag, guestCountry(request, context)));
  });

  app.get('/actor/videoTags/:actorId', {
    schema: { params: Type.Object({ actorId: PositiveId('performer') }), querystring: RestQuery, response: answers({ 200: Type.Object({ success: Type.Literal(true), data: ActorVideoTagsSchema }) }, 404, 451) },
  }, async (request, reply) => {
    const performer = await visiblePerformer(db, String(request.params.actorId), guestCountry(request, context), 'params.actorId');
    reply.header('Cache-Control', 'private, max-age=300');
    return ok({ actorId: performer.id, tags: await actorVideoTags(db, performer.id) });
  });
}
