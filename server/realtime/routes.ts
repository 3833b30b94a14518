/**
 * `GET /realtime` (WebSocket) on the site and white-label origins. Registers
 * @fastify/websocket once per Fastify instance (platform is registered once
 * per app) and hands each socket to the process's hub, which the process
 * made once for all its apps and closes itself.
 */
import websocket, { type WebsocketPluginOptions } from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { HubCore } from './hub-core';
import { CLOSE_HANDSHAKE_TIMEOUT_MS } from './limits';
import { acceptSocket } from './socket-session';

/** A client frame larger than this is refused by ws (1009): no client message comes near it. */
const MAX_FRAME_BYTES = 64 * 1024;

/**
 * No compression: per-socket zlib contexts cost far more memory than the 10 KB an idle session may use.
 * closeTimeout (ws 8.19, not in @types/ws yet): a client that stopped reading never answers the 4008
 * close, so its socket is cut after this instead of ws's default 30 s.
 */
const serverOptions: NonNullable<WebsocketPluginOptions['options']> & { closeTimeout: number } = { maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false, closeTimeout: CLOSE_HANDSHAKE_TIMEOUT_MS };

/** Registers the realtime endpoint on the process's hub. */
export async function realtimeRoutes(app: FastifyInstance, { hub }: { hub: HubCore }) {
  await app.register(websocket, {
    options: serverOptions,
    // Sockets still open when the app closes (the hub closes its own first) also get 4001 and a spread delay.
    preClose(this: FastifyInstance, done) {
      const server = this.websocketServer;
      hub.closeSockets(server.clients).then(() => {
        // Sockets upgraded while the sweep ran: ws's close() would wait for each of them (up to its
        // 30 s close timeout) before calling back, and the whole shutdown with it.
        for (const socket of server.clients) socket.terminate();
        server.close(() => done());
      }, done);
    },
  });
  // No helmet headers on the upgrade: a 101 answer carries no document to protect, and building the CSP
  // for each of 10,000 reconnects after a restart cost half a second of the new server's CPU.
  app.get('/realtime', { websocket: true, helmet: false }, (socket, request) => acceptSocket(hub, socket, request));
}
