/**
 * Request logs without credentials. spec 000 §6 has clients send the access
 * token as an `access_token` query parameter too, so a logged URL would hand
 * anyone who reads the logs a live session: the token is replaced before the
 * line is written.
 */
import type { FastifyRequest } from 'fastify';

const SECRET_PARAMETERS = /([?&](?:access_token|key)=)[^&#]*/gi;

/** The URL with the values of access_token (and the dev pages' key) replaced by "[redacted]". */
export function redactUrl(url: string): string {
  return url.replace(SECRET_PARAMETERS, '$1[redacted]');
}

/** Fastify logger serializers: the default request fields, with the URL redacted. */
export const requestLogSerializers = {
  req(request: FastifyRequest) {
    return {
      method: request.method,
      url: redactUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    };
  },
};
