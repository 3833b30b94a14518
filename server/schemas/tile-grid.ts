/**
 * Payload schemas of GET tileGrid/get/{type}/{payload}, one per grid type.
 * The payload is JSON inside the path, so Fastify cannot validate it; the
 * route checks it with these compiled schemas. Descriptions are the
 * "expected" phrase of the 400 message.
 */
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { GENDERS, TILE_GRID_MAX_LIMIT } from '../../sdk/api/types';

const Paging = {
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'an integer from 0 to 1000000' }),
  limit: Type.Integer({ minimum: 1, maximum: TILE_GRID_MAX_LIMIT, description: `an integer from 1 to ${TILE_GRID_MAX_LIMIT}` }),
};
const flag = (what: string) => Type.Optional(Type.Boolean({ description: `true or false (${what})` }));

export const PerformerGridPayload = Type.Object(
  {
    ...Paging,
    filter: Type.Optional(
      Type.Object(
        {
          online: flag('only online performers'),
          gender: Type.Optional(
            Type.Array(Type.Enum([...GENDERS], { description: `one of ${GENDERS.join(', ')}` }), {
              maxItems: GENDERS.length,
              description: `a list of genders (${GENDERS.join(', ')})`,
            }),
          ),
          excludeIds: Type.Optional(
            Type.Array(Type.Integer({ minimum: 1, description: 'a performer id (a positive integer)' }), {
              maxItems: 200,
              description: 'a list of at most 200 performer ids',
            }),
          ),
          newGirls: flag('only performers registered in the last 30 days'),
          category: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'a category slug such as blonde' })),
        },
        { additionalProperties: false, description: 'an object' },
      ),
    ),
    order: Type.Optional(Type.Enum(['rank', 'registered'], { description: 'one of rank, registered' })),
  },
  { additionalProperties: false, description: 'a JSON object with offset and limit' },
);

export const VideoGridPayload = Type.Object(
  {
    ...Paging,
    filter: Type.Optional(
      Type.Object(
        {
          actorId: Type.Optional(Type.Integer({ minimum: 1, description: 'a performer id (a positive integer)' })),
          free: flag('free videos'),
          vip: flag('VIP videos'),
          new: flag('new videos'),
          onSale: flag('videos on sale'),
          classic: flag('classic videos'),
          tag: Type.Optional(Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'a tag such as dance' })),
        },
        { additionalProperties: false, description: 'an object' },
      ),
    ),
    order: Type.Optional(
      Type.Enum(['newest', 'cheapest', 'mostExpensive', 'longest', 'shortest'], {
        description: 'one of newest, cheapest, mostExpensive, longest, shortest',
      }),
    ),
  },
  { additionalProperties: false, description: 'a JSON object with offset and limit' },
);

export type PerformerGridQuery = Static<typeof PerformerGridPayload>;
export type VideoGridQuery = Static<typeof VideoGridPayload>;

export const performerGridValidator = Compile(PerformerGridPayload);
export const videoGridValidator = Compile(VideoGridPayload);

