/**
 * GET /rest/v1/videoTags/popular?take= (issue 15 item 6: "tags (search, most popular)"; spec 001 query
 * service "tags (search, most popular; count passed by caller)"): the most used video tags with their
 * counts, for the tags page; searching among them happens on the page.
 */
import { Type } from 'typebox';
import { POPULAR_VIDEO_TAGS_MAX, PopularVideoTagsSchema } from '../../../sdk/api/schemas/video-tags';
import type { AppContext } from '../../context';
import { answers, ok, RestQuery, type TypedApp } from '../../schemas/common';

const Query = Type.Object({
  ...RestQuery.properties,
  take: Type.Optional(Type.Integer({ minimum: 1, maximum: POPULAR_VIDEO_TAGS_MAX, description: `an integer from 1 to ${POPULAR_VIDEO_TAGS_MAX}` })),
});

export async function videoTagRoutes(app: TypedApp, { context }: { context: AppContext }) {
  app.get('/videoTags/popular', { schema: { querystring: Query, response: answers({ 200: PopularVideoTagsSchema }) } }, async (request) => {
    return ok({ tags: await context.videos.topTags(request.query.take ?? POPULAR_VIDEO_TAGS_MAX) });
  });
}
