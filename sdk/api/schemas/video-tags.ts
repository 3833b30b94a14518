/** GET /rest/v1/videoTags/popular (issue 15 item 6, spec 001 "tags (search, most popular; count passed by caller)"). */
import { Type, type Static } from 'typebox';
import { Answer } from './common';

export const PopularVideoTagSchema = Type.Object({
  /** The tag as in the video list's `?tag=`. */
  tag: Type.String(),
  /** Videos with the tag (classic videos included: the count of the catalog, not of one list). */
  count: Type.Integer({ minimum: 1 }),
});
export const PopularVideoTagsSchema = Answer(Type.Object({ tags: Type.Array(PopularVideoTagSchema) }));
export type PopularVideoTags = Static<typeof PopularVideoTagsSchema>['data'];

/** The most tags one request may ask for. */
export const POPULAR_VIDEO_TAGS_MAX = 100;
