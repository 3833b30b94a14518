/** GET /rest/v1/video/jumbotron/config and /homepage (spec 001 §7 "GET video/jumbotron/config and homepage (cached 60 s)"). */
import { Type, type Static } from 'typebox';
import { JUMBOTRON_TYPES } from '../../jumbotron/rules';
import { VideoTileSchema } from './catalog';
import { Answer } from './common';

export const JumbotronTypeSchema = Type.Union(JUMBOTRON_TYPES.map((type) => Type.Literal(type)), { description: `one of ${JUMBOTRON_TYPES.join(', ')}` });

/** A featured video: the tile's facts without the per-guest part (restrictions, bought), so one answer serves every guest of a country. */
export const JumbotronItemSchema = Type.Omit(VideoTileSchema, ['restrictions', 'guestInfo']);

export const JumbotronAnswerSchema = Answer(Type.Object({
  type: JumbotronTypeSchema,
  /** Seconds between slides when the guest has not asked for reduced motion; the site shows one slide. */
  rotateSeconds: Type.Integer({ minimum: 1 }),
  items: Type.Array(JumbotronItemSchema),
}));
export type Jumbotron = Static<typeof JumbotronAnswerSchema>['data'];
export type JumbotronItem = Static<typeof JumbotronItemSchema>;
