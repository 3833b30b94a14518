/**
 * The platform's HTTP API, served on the site origin and on the white-label
 * origin: /rest/v1 (its OpenAPI document and UI at /rest/docs), /img, /vxql (with CORS for the allowed origins), /healthz,
 * /realtime (WebSocket),
 * /media/hls (signed clip files, with the API's CORS), and the widget and loader bundles (readable by any origin: partners embed them).
 */
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { HubCore } from '../realtime/hub-core';
import { healthRoutes } from '../routes/healthz';
import { mediaRoutes } from '../media/routes';
import { liveRoutes } from '../live/routes';
import { imageRoutes } from '../routes/images';
import { albumCoverImageRoutes } from '../routes/album-cover-image';
import { restRoutes } from '../routes/rest';
import { registerRestDocs } from '../routes/rest/docs';
import { guestServiceRoutes } from '../routes/guest-service';
import { vxqlRoutes } from '../routes/vxql';
import { realtimeRoutes } from '../realtime/routes';
import { addSimpleApiCors, registerApiCors } from './security';

/** Registers the API and the bundles; `hub` serves the realtime sockets. */
export async function platform(app: FastifyInstance, { context, hub }: { context: AppContext; hub: HubCore }) {
  await app.register(async (api) => {
    await registerApiCors(api, context);
    // Before the routes: the OpenAPI document collects them as they are added.
    await registerRestDocs(api);
    await api.register(restRoutes, { context, prefix: '/rest/v1' });
    await api.register(imageRoutes, { context });
    await api.register(albumCoverImageRoutes, { context });
    await api.register(vxqlRoutes, { context });
    await api.register(guestServiceRoutes, { context });
  });
  await app.register(healthRoutes, { context });
  await app.register(async (media) => {
    // issue 16 §3: a partner's <velvet-player> loads the streams from its own page, where hls.js fetches them
    // cross-origin: the API's CORS (the allowed origins only, with cookies: a full grant's guest-bound cookie).
    addSimpleApiCors(media, context);
    // Signed HLS files (issue 13 §2); no database per request.
    await media.register(mediaRoutes, { context });
    // Live streams and pictures (issue 14 §1): the same signing and cookie; playlists ask the session's owner.
    await media.register(liveRoutes, { context });
  });
  await app.register(realtimeRoutes, { hub });
  for (const name of ['widgets', 'loader']) {
    await app.register(fastifyStatic, {
      root: resolve(context.config.distDir, name),
      prefix: `/${name}/`,
      decorateReply: false,
      // The build writes .br and .gz beside every bundle (scripts/precompress.mjs): no per-request CPU.
      preCompressed: true,
      index: false,
      cacheControl: false,
      setHeaders: (res) => {
        res.setHeader('Access-Control-Allow-Origin', '*');
        // File names are stable (velvet-widgets.js), so revalidate with the ETag instead of caching blindly.
        res.setHeader('Cache-Control', 'no-cache');
      },
    });
  }
}
