/** The trust part of /rest/v1: age verification and the media pages that carry restrictions. */
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { contentAlbumRoutes } from './content-album';
import { contentVideoRoutes } from './content-video';
import { trustAvsRoutes } from './trust-avs';
import { watchStartRoutes } from './watch-start';

/** Registers avs/*, video/:videoId, gallery/open and watch/start. */
export async function trustRoutes(app: FastifyInstance, { context }: { context: AppContext }) {
  await app.register(trustAvsRoutes, { context });
  await app.register(contentVideoRoutes, { context });
  await app.register(contentAlbumRoutes, { context });
  await app.register(watchStartRoutes, { context });
}
