/** GET /rest/v1/video/jumbotron/config and /homepage (spec 001 §7 "GET video/jumbotron/config and homepage (cached 60 s)"). */
import { Type, type Static } from 'typebox';
import { JUMBOTRON_TYPES } from '../../jumbotron/rules';
import { VideoTileSchema } from './catalog';
import { Answer } from './common';

export const JumbotronTypeSchema = Type.Union([Type.Literal('homepage'), Type.Literal('videoStation')], { description: `one of ${JUMBOTRON_TYPES.join(', ')}` });

/** A featured video: the tile's facts without the per-guest part (restrictions, bought), so one answer serves every guest of a country. */
const { restrictions: _restrictions, guestInfo: _guestInfo, ...itemFields } = VideoTileSchema.properties;
export const JumbotronItemSchema = Type.Object(itemFields);

export const JumbotronAnswerSchema = Answer(Type.Object({
  type: JumbotronTypeSchema,
  /** The hero's heading in the request language (a type's name: "Featured video", "Top rated"). */
  headline: Type.String(),
  /** The call to action on each slide, in the request language. */
  cta: Type.String(),
  items: Type.Array(JumbotronItemSchema),
}));
export type Jumbotron = Static<typeof JumbotronAnswerSchema>['data'];
export type JumbotronItem = Static<typeof JumbotronItemSchema>;
