/** The brand a request came to: the white label's on its origin, else the site's (like publicOrigin in guests/links.ts). */
import type { FastifyRequest } from 'fastify';
import type { BrandConfig } from '../../sdk/brands';
import type { AppContext } from '../context';

export function requestBrand(request: FastifyRequest, context: AppContext): BrandConfig {
  return new URL(context.origins.whiteLabel).host === request.host ? context.brands.whiteLabel : context.brands.site;
}
