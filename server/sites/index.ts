/**
 * Builds the four origins of DESIGN.md as four Fastify apps sharing one
 * context (database, repositories, token secret). Each is a tree of plugins.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import type { AppContext } from '../context';
import { nonCoercingBodyValidator } from '../http/body-validator';
import { installErrorHandler } from '../http/errors';
import { examplesSite } from './examples';
import { hostSite } from './host-site';
import { overlaySite } from './overlay';
import { platform } from './platform';
import { contentSecurityPolicy, registerHelmet } from './security';

export interface Sites {
  site: FastifyInstance;
  overlay: FastifyInstance;
  whiteLabel: FastifyInstance;
  examples: FastifyInstance;
}

function createApp(context: AppContext, name: string): FastifyInstance {
  const app = Fastify({
    logger: { level: context.config.logLevel, name },
    // The tile-grid payload is URL-encoded JSON in the path; find-my-way's default limit is 100.
    routerOptions: { maxParamLength: 8192 },
    // The edge proxy in front sets x-forwarded-* and x-velvet-country.
    trustProxy: true,
    // JSON bodies are validated as sent, never coerced ("0x10" is not 16 coins); query and params still are.
    schemaController: { compilersFactory: { buildValidator: nonCoercingBodyValidator } },
  });
  installErrorHandler(app);
  return app;
}

/** The four apps, ready to listen or to inject requests into. */
export async function buildSites(context: AppContext): Promise<Sites> {
  const { origins } = context;
  const overlayOrigin = () => origins.overlay;

  const site = createApp(context, 'site');
  await registerHelmet(site, contentSecurityPolicy({ 'frame-src': [overlayOrigin] }));
  await site.register(platform, { context });
  await site.register(hostSite, { context, brand: null });

  const whiteLabel = createApp(context, 'white-label');
  await registerHelmet(whiteLabel, contentSecurityPolicy({ 'frame-src': [overlayOrigin] }));
  await whiteLabel.register(platform, { context });
  await whiteLabel.register(hostSite, { context, brand: 'terciopelo' });

  const overlay = createApp(context, 'overlay');
  // The overlay is framed by the brand sites, so they are its allowed ancestors.
  await registerHelmet(overlay, contentSecurityPolicy({ 'frame-ancestors': [() => origins.site, () => origins.whiteLabel] }));
  await overlay.register(overlaySite, { context });

  const examples = createApp(context, 'examples');
  const siteOrigin = () => origins.site;
  await registerHelmet(examples, contentSecurityPolicy({ 'script-src': [siteOrigin], 'connect-src': [siteOrigin], 'img-src': [siteOrigin] }));
  await examples.register(examplesSite, { context });

  return { site, overlay, whiteLabel, examples };
}

/**
 * Closes the listening sockets only (open connections and WebSockets stay):
 * a process manager's replacement can take the ports the moment a shutdown
 * begins, instead of after every socket has been told to go.
 */
export function stopAccepting(apps: Iterable<{ server?: Server }>): void {
  for (const { server } of apps) if (server?.listening) server.close();
}
