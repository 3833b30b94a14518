/** Public links in mails. Never built from the Host header: a forged Host would send reset links to an attacker's site. */
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';

/** The configured origin the request came to (site or white-label), else the site origin. */
export function publicOrigin(request: FastifyRequest, context: AppContext): string {
  const host = request.host;
  const candidates = [context.origins.site, context.origins.whiteLabel];
  return candidates.find((origin) => new URL(origin).host === host) ?? context.origins.site;
}
