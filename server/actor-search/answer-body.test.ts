/**
 * The actor search's kept answer bytes (./answer-body.ts): what a request gets from the cache must be exactly what
 * the route's response schema serializer writes for its own answer, with its own requestId and location (spec 001
 * §4 "only the newest request's response is applied": requestId is echoed per request), whatever the cached part
 * holds, including names that look like the cut.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorSearchResult } from '../../sdk/actor-search/run';
import type { ActorSearchAnswer, GuestLocation } from '../../sdk/actor-search/types';
import { ActorSearchAnswerSchema, ActorSearchHitSchema, MapMarkerSchema } from '../../sdk/api/schemas/actor-search';
import { routeSerializer } from '../lists/answer-cache';
import { answerBody, answerFrame, hitBytes, markerBytes, spliceableAnswer, type AnswerSerializer, type HitSerializer, type KeptParts, type MarkerSerializer } from './answer-body';

const DISTANCES = [1.5, null, 0, 12345.6, 0.1, 200150.3, 7];
const marker = (id: number, name: string) => ({ id, name, lat: 52.5, long: 13.4, online: id % 2 === 0, link: `/en/amateur/${id}/` });
const result = (names: string[]): ActorSearchResult => ({
  searchType: 'default', sortType: 'distance', moodValue: 0, activeCategory: null,
  availableFilters: [{ field: 'gender', label: 'Gender', options: [{ value: 'F', label: 'Woman "location":null,"markers":', count: 3 }] }],
  activeFilters: [],
  // Distances as the search gives them (tenths / 10), none for a performer without a location; names in the city too.
  actors: names.map((name, i) => ({
    id: i + 1, name, link: '/en/x/', image: '/i.webp', online: true, age: 30, country: 'DE', city: name, distanceKm: DISTANCES[i % DISTANCES.length] ?? null, lat: 52.5, long: 13.4, isNew: false, features: ['hd'],
  })),
  currentPage: 1, maxPage: 1, totalHits: names.length,
  markers: names.map((name, i) => marker(i + 1, name)),
});

// Names a performer could choose that contain the cut's text, quotes and non-ASCII: escaped inside strings, never structural.
const TRICKY = ['Anna', ',"location":null,"markers":[', 'Zoë "Z" \u2028', '\\"location\\":null', ',"distanceKm":null,"lat":', ',"actors":[],"currentPage":', 'Ünal'];
const LOCATIONS: Array<GuestLocation | null> = [null, { lat: 52.52001, long: 13.40501, zip: null, source: 'browser' }, { lat: 40.417, long: -3.704, zip: '28013', source: 'zip' }];

describe('actor search answer bytes', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    const schema = { response: { 200: Type.Object({ success: Type.Literal(true), data: ActorSearchAnswerSchema }) } };
    // Each route answers the same answer: whole through the schema serializer, or spliced from kept bytes.
    app.post<{ Body: { value: ActorSearchResult; requestId: number; location: GuestLocation | null } }>('/whole', { schema }, async (request) =>
      ({ success: true, data: { ...request.body.value, requestId: request.body.requestId, location: request.body.location } }));
    app.post<{ Body: { value: ActorSearchResult; requestId: number; location: GuestLocation | null; serializer?: 'json'; markers?: 'kept' | 'framed' } }>('/spliced', { schema }, async (request, reply) => {
      const serialize: AnswerSerializer = request.body.serializer === 'json' ? JSON.stringify : routeSerializer(reply) as AnswerSerializer;
      // The markers written one by one by the marker schema's serializer (the service keeps each performer's text);
      // framed: the hits too, around their distances, inside the frame kept per search, sort and page.
      const marker = reply.compileSerializationSchema(MapMarkerSchema as unknown as Record<string, unknown>) as unknown as MarkerSerializer;
      const hit = reply.compileSerializationSchema(ActorSearchHitSchema as unknown as Record<string, unknown>) as unknown as HitSerializer;
      const { value, markers } = request.body;
      const parts: KeptParts | undefined = markers === undefined ? undefined : {
        marker: (one) => markerBytes(one, marker),
        ...(markers === 'framed' ? { hit: (one) => hitBytes(one, hit), frame: answerFrame(value, serialize) } : {}),
      };
      // The route's serializer is cut: the framed answer is put together from kept bytes only.
      if (markers === 'framed' && request.body.serializer !== 'json') expect([parts?.frame === null, value.actors.some((one) => hitBytes(one, hit) === null)]).toEqual([false, false]);
      const kept = spliceableAnswer(value, serialize, parts);
      // The first answer copies the kept parts; a second (a cached answer) joins the markers once: the same bytes.
      const first = answerBody(kept, request.body.requestId, request.body.location, serialize);
      const again = answerBody(kept, request.body.requestId, request.body.location, serialize);
      expect(again.toString()).toBe(first.toString());
      return reply.type('application/json; charset=utf-8').send(again);
    });
    await app.ready();
  });
  afterAll(() => app.close());

  it.each(LOCATIONS.flatMap((location) => [0, 7, 123456].flatMap((requestId) => [undefined, 'kept' as const, 'framed' as const].map((markers) => ({ location, requestId, markers })))))(
    'spliced bytes equal the route serializer\'s for requestId $requestId, location $location, markers $markers', async ({ location, requestId, markers }) => {
      const body = { value: result(TRICKY), requestId, location, markers };
      const whole = await app.inject({ method: 'POST', url: '/whole', payload: body });
      const spliced = await app.inject({ method: 'POST', url: '/spliced', payload: body });
      expect(spliced.statusCode).toBe(200);
      expect(spliced.body).toBe(whole.body);
      expect((spliced.json().data as ActorSearchAnswer)).toMatchObject({ requestId, location, markers: result(TRICKY).markers });
    },
  );

  it('kept bytes hold neither requestId nor location: two requests sharing them get their own', () => {
    const serialize = JSON.stringify as AnswerSerializer;
    // The schema's order: requestId first, location just before the markers.
    const ordered: AnswerSerializer = ({ data: { requestId, location, markers, ...rest } }) => serialize({ success: true, data: { requestId, ...rest, location, markers } });
    const kept = spliceableAnswer(result(['Anna']), ordered);
    // (The facet label holds "location" escaped inside a string: \"location\" is not a key.)
    const key = /(^|[^\\])"(location|requestId)"/;
    expect(kept.middle?.toString()).not.toMatch(key);
    expect(kept.end?.toString()).not.toMatch(key);
    expect(kept.middle?.toString()).toContain('Woman');
    const a = JSON.parse(answerBody(kept, 1, LOCATIONS[1]!, ordered).toString());
    const b = JSON.parse(answerBody(kept, 2, LOCATIONS[2]!, ordered).toString());
    expect([a.data.requestId, a.data.location, b.data.requestId, b.data.location]).toEqual([1, LOCATIONS[1], 2, LOCATIONS[2]]);
  });

  it.each([undefined, 'framed'])('a serializer writing another order is not cut: the answer is serialized whole, still correct (%s)', async (markers) => {
    const body = { value: result(TRICKY), requestId: 5, location: LOCATIONS[2], serializer: 'json', markers };
    const spliced = await app.inject({ method: 'POST', url: '/spliced', payload: body });
    expect(spliced.json()).toEqual({ success: true, data: { ...result(TRICKY), requestId: 5, location: LOCATIONS[2] } });
  });
});
