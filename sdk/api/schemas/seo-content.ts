/**
 * Wire schemas of the tag pages' SEO content (issue 15 §8 "SEO content per tag group"; spec 001 "GET
 * seo/getActorSeoContent/{actorId}/{tagGroup}"): the facts a tag page tells, counted by the server; the site
 * writes them into sentences of the page's language and brand, with the paragraph of the tag's group.
 * Counts are of the videos the tag's list shows (classic videos left out, as the lists leave them out)
 * of performers the guest's country may see.
 */
import { Type, type Static } from 'typebox';

const TagCountSchema = Type.Object({ tag: Type.String(), count: Type.Integer({ minimum: 1 }) });

const TagFacts = {
  /** The tag, lower-case, as the address names it. */
  tag: Type.String(),
  tagGroup: Type.Union([
    Type.Literal('moves'), Type.Literal('lifestyle'), Type.Literal('outdoors'), Type.Literal('moods'), Type.Literal('dressUp'), Type.Literal('other'),
  ], { description: 'the theme the tag belongs to; its paragraph is written per group' }),
  videoCount: Type.Integer({ minimum: 0 }),
  totalDuration: Type.Integer({ minimum: 0, description: 'seconds, all counted videos together' }),
  newestReleasedAt: Type.Union([Type.String(), Type.Null()], { description: 'ISO time of the newest counted video; null without videos' }),
  relatedTags: Type.Array(TagCountSchema, { description: 'tags used on the same videos, most shared first (count: shared videos)' }),
};

export const TagSeoContentSchema = Type.Object({
  ...TagFacts,
  performerCount: Type.Integer({ minimum: 0 }),
  topPerformers: Type.Array(Type.Object({ actorId: Type.Integer(), actorName: Type.String(), count: Type.Integer({ minimum: 1 }) }), {
    description: 'the performers with the most videos of the tag (count: their videos of it)',
  }),
});
export type TagSeoContent = Static<typeof TagSeoContentSchema>;

export const ActorSeoContentSchema = Type.Object({
  ...TagFacts,
  actorId: Type.Integer(),
  actorName: Type.String(),
  /** Videos with the tag of every performer the guest may see: the tag page this one belongs to. */
  catalogVideoCount: Type.Integer({ minimum: 0 }),
});
export type ActorSeoContent = Static<typeof ActorSeoContentSchema>;

/** GET actor/videoTags/{actorId} (spec 001 query service "actor video tags"): her tags, most used first. */
export const ActorVideoTagsSchema = Type.Object({
  actorId: Type.Integer(),
  tags: Type.Array(TagCountSchema, { description: 'the tags of her videos (classic ones left out), count: her videos with it' }),
});
export type ActorVideoTags = Static<typeof ActorVideoTagsSchema>;
