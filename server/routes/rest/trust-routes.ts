/** The trust part of /rest/v1: age verification and the media pages that carry restrictions. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contentAlbumRoutes } from './content-album';
import { contentVideoRoutes } from './content-video';
import { trustAvsRoutes } from './trust-avs';

/** Registers avs/*, video/:videoId and gallery/open. */
export async function trustRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  await app.register(trustAvsRoutes, { context });
  await app.register(contentVideoRoutes, { context });
  await app.register(contentAlbumRoutes, { context });
}
