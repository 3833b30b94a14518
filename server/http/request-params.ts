/**
 * Query parameters and credentials read by code shared across routes (the
 * language, the dev key, the access token), where no single route's schema
 * types `request.query`: one runtime check instead of a cast in each place.
 */
import type { FastifyRequest } from 'fastify';

/** The query parameter `name` when it is a non-empty string, else null. */
export function queryText(request: FastifyRequest, name: string): string | null {
  const query = request.query as Record<string, unknown> | null | undefined;
  const value = query?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** spec 000 §6: the access token as `Authorization: Bearer <jwt>`, else the `access_token` query parameter. */
export function requestAccessToken(request: FastifyRequest): string | null {
  const bearer = request.headers.authorization?.match(/^Bearer\s+(\S+)$/i)?.[1];
  return bearer ?? queryText(request, 'access_token');
}
