/**
 * Builds the four origins of DESIGN.md as four Fastify apps sharing one
 * platform (database, repositories, hub, providers, mail: made once per
 * process). Each is a tree of plugins, the platform's decorators first.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { Server } from 'node:http';
import { nonCoercingBodyValidator } from '../http/body-validator';
import { installErrorHandler } from '../http/errors';
import { requestLogSerializers } from '../http/log-redaction';
import { sharedSerializers } from '../http/shared-serializers';
import { platformDecorators } from '../plugins/decorators';
import type { Platform } from '../plugins/platform';
import { quotaSweep } from '../quotas/plugin';
import { examplesSite } from './examples';
import { hostSite } from './host-site';
import { overlaySite } from './overlay';
import { platform } from './platform';
import { seoSite } from './seo';
import { contentSecurityPolicy, registerHelmet, scriptNonceSource } from './security';

export interface Sites {
  site: FastifyInstance;
  overlay: FastifyInstance;
  whiteLabel: FastifyInstance;
  examples: FastifyInstance;
}

async function createApp(shared: Platform, name: string): Promise<FastifyInstance> {
  const { context } = shared;
  const app = Fastify({
    logger: { level: context.config.logLevel, name, serializers: requestLogSerializers },
    // The tile-grid payload is URL-encoded JSON in the path; find-my-way's default limit is 100.
    routerOptions: { maxParamLength: 8192 },
    // X-Forwarded-* only from the hops in VELVET_TRUSTED_PROXIES; request.ip is the right-most untrusted address (http/client-address.ts).
    trustProxy: context.config.trustedProxies.length > 0 ? (address: string) => context.network.isTrustedProxy(address) : false,
    // JSON bodies are validated as sent, never coerced ("0x10" is not 16 coins); query and params still are.
    // Response serializers compiled once per schema object for all four apps (http/shared-serializers.ts).
    schemaController: { compilersFactory: { buildValidator: nonCoercingBodyValidator, buildSerializer: sharedSerializers } },
  });
  installErrorHandler(app);
  await app.register(platformDecorators, { platform: shared });
  return app;
}

/** The four apps on the process's platform, ready to listen or to inject requests into. */
export async function buildSites(shared: Platform): Promise<Sites> {
  const { context } = shared;
  const { origins } = context;
  const overlayOrigin = () => origins.overlay;

  const site = await createApp(shared, 'site');
  await registerHelmet(site, contentSecurityPolicy({ 'frame-src': [overlayOrigin], 'script-src': [scriptNonceSource] }));
  await site.register(platform, { context, hub: shared.hub });
  await site.register(hostSite, { context, brand: context.brands.site, origin: () => origins.site });
  await site.register(seoSite, { context, brand: context.brands.site, origin: () => origins.site });
  // One sweep per process: on the site app only (the white-label app shares the database).
  await site.register(quotaSweep, { context });

  const whiteLabel = await createApp(shared, 'white-label');
  await registerHelmet(whiteLabel, contentSecurityPolicy({ 'frame-src': [overlayOrigin], 'script-src': [scriptNonceSource] }));
  await whiteLabel.register(platform, { context, hub: shared.hub });
  await whiteLabel.register(hostSite, { context, brand: context.brands.whiteLabel, origin: () => origins.whiteLabel });
  await whiteLabel.register(seoSite, { context, brand: context.brands.whiteLabel, origin: () => origins.whiteLabel });

  const overlay = await createApp(shared, 'overlay');
  // The overlay is framed by the brand sites, so they are its allowed ancestors.
  await registerHelmet(overlay, contentSecurityPolicy({ 'frame-ancestors': [() => origins.site, () => origins.whiteLabel] }));
  await overlay.register(overlaySite, { context });

  const examples = await createApp(shared, 'examples');
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
