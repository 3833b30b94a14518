/**
 * Development conveniences (DESIGN.md "Safe by default"): the mail outbox
 * page lists every reset link, so it answers only a request straight from
 * this machine that carries the dev key printed in the start log, and it is
 * never registered when NODE_ENV=production.
 */
import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sameSecret } from '../auth/same-secret';
import { isLoopbackAddress } from './client-address';
import { HttpError } from './errors';
import { queryText } from './request-params';

/** The header that may carry the dev key instead of the `key` query parameter. */
export const DEV_KEY_HEADER = 'x-velvet-dev-key';

/** A new random dev key: one per process start, never stored. */
export function newDevKey(): string {
  return randomBytes(24).toString('base64url');
}

/** A proxy on this machine connects from loopback too; these say that a request was forwarded for someone else. */
const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

/**
 * True for a request from this machine: the TCP socket's own address (never
 * X-Forwarded-For, which a client writes itself) is loopback, and no proxy
 * forwarded it.
 */
export function isDirectLoopback(request: FastifyRequest): boolean {
  return isLoopbackAddress(request.raw.socket?.remoteAddress) && FORWARDING_HEADERS.every((name) => request.headers[name] === undefined);
}

/** True when the request carries `key` as the `key` query parameter or the x-velvet-dev-key header. */
export function carriesDevKey(request: FastifyRequest, key: string): boolean {
  const header = request.headers[DEV_KEY_HEADER];
  const given = typeof header === 'string' ? header : queryText(request, 'key');
  return given !== null && sameSecret(given, key);
}

/**
 * A preHandler for development routes: a request from elsewhere gets the
 * plain 404 of a route that does not exist; a local one without the key gets
 * a 403 saying where the key is.
 */
export function devOnly(key: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!isDirectLoopback(request)) return reply.callNotFound();
    if (!carriesDevKey(request, key)) {
      throw new HttpError(403, 'DEV_KEY_REQUIRED', `Development pages need the dev key printed in the start log: add ?key=… or the ${DEV_KEY_HEADER} header`, 'query.key');
    }
  };
}
