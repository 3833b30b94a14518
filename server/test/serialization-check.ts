/**
 * A test-only pair of hooks: every JSON answer must arrive as the handler
 * built it. Serializing by a response schema drops properties the schema
 * does not name, truncates numbers it calls integers and writes a `const`
 * whatever the value was; each of those would silently change what clients
 * read, so each is reported here with the route that sent it.
 */
import { isDeepStrictEqual } from 'node:util';
import type { FastifyInstance, FastifyReply } from 'fastify';

export interface SerializationProblem {
  route: string;
  status: number;
  sent: unknown;
  received: unknown;
}

/** Adds the hooks to `app` (before its routes, so every route inherits them); problems are pushed to `problems`. */
export function checkSerialization(app: FastifyInstance, problems: SerializationProblem[]): void {
  const built = new WeakMap<FastifyReply, unknown>();
  app.addHook('preSerialization', async (_request, reply, payload) => {
    built.set(reply, JSON.parse(JSON.stringify(payload ?? null)) as unknown);
    return payload;
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (!built.has(reply) || typeof payload !== 'string') return payload;
    const sent = built.get(reply);
    const received = JSON.parse(payload) as unknown;
    if (!isDeepStrictEqual(sent, received)) {
      problems.push({ route: `${request.method} ${request.routeOptions.url ?? request.url}`, status: reply.statusCode, sent, received });
    }
    return payload;
  });
}
