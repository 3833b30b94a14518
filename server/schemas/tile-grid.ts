/**
 * Payload schemas of GET tileGrid/get/{type}/{payload}, one per grid type.
 * The payload is JSON inside the path, so Fastify cannot validate it; the
 * route checks it with these compiled schemas. Descriptions are the
 * "expected" phrase of the 400 message.
 */
import { Type, type Static } from 'typebox';
import { Compile } from 'typebox/compile';
import { GENDERS, TILE_GRID_MAX_LIMIT } from '../../sdk/api/types';
import { RANDOM_ORDER_MODULUS, VIDEO_FILTER_TYPES, VIDEO_ORDERS } from '../../sdk/video-lists';

const Paging = {
  offset: Type.Integer({ minimum: 0, maximum: 1_000_000, description: 'an integer from 0 to 1000000' }),
  limit: Type.Integer({ minimum: 1, maximum: TILE_GRID_MAX_LIMIT, description: `an integer from 1 to ${TILE_GRID_MAX_LIMIT}` }),
};
/** An ISO date and time in UTC (the server compares it with the stored release times after normalising). */
const ISO_UTC = '^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}(\\.[0-9]{1,3})?Z$';
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
    // videoSales: spec 001 §9 "video stars 100", performers by the sales of their videos.
    order: Type.Optional(Type.Enum(['rank', 'registered', 'videoSales'], { description: 'one of rank, registered, videoSales' })),
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
          // spec 001 §3 "Video filter: modelIds, actingGroups, ids, tags, releasedFrom, releasedUntil, types (...)".
          types: Type.Optional(
            Type.Array(Type.Enum([...VIDEO_FILTER_TYPES], { description: `one of ${VIDEO_FILTER_TYPES.join(', ')}` }), {
              maxItems: VIDEO_FILTER_TYPES.length,
              description: `a list of video types (${VIDEO_FILTER_TYPES.join(', ')})`,
            }),
          ),
          tags: Type.Optional(
            Type.Array(Type.String({ pattern: '^[a-z0-9-]{1,40}$', description: 'a tag such as dance' }), { maxItems: 20, description: 'a list of at most 20 tags' }),
          ),
          modelIds: Type.Optional(
            Type.Array(Type.Integer({ minimum: 1, description: 'a performer id (a positive integer)' }), { maxItems: 100, description: 'a list of at most 100 performer ids' }),
          ),
          releasedFrom: Type.Optional(Type.String({ pattern: ISO_UTC, description: 'an ISO date and time in UTC such as 2025-10-01T00:00:00.000Z' })),
          releasedUntil: Type.Optional(Type.String({ pattern: ISO_UTC, description: 'an ISO date and time in UTC such as 2025-10-31T23:59:59.999Z' })),
          // spec 001 §5: "Default video list filters exclude bought and classic." The site's lists ask for it (sdk/video-lists).
          excludeBought: flag('leave out the videos the guest bought'),
          // The random order's seed (per guest and session): the same seed pages the same shuffle.
          seed: Type.Optional(Type.Integer({ minimum: 1, maximum: RANDOM_ORDER_MODULUS - 1, description: `an integer from 1 to ${RANDOM_ORDER_MODULUS - 1}` })),
        },
        { additionalProperties: false, description: 'an object' },
      ),
    ),
    order: Type.Optional(Type.Enum([...VIDEO_ORDERS], { description: `one of ${VIDEO_ORDERS.join(', ')}` })),
  },
  { additionalProperties: false, description: 'a JSON object with offset and limit' },
);

export type PerformerGridQuery = Static<typeof PerformerGridPayload>;
export type VideoGridQuery = Static<typeof VideoGridPayload>;

export const performerGridValidator = Compile(PerformerGridPayload);
export const videoGridValidator = Compile(VideoGridPayload);

