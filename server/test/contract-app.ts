/**
 * The platform plugin (every /rest/v1 route, /img, the OpenAPI document) on an
 * app of its own, with test hooks in place before any route is added: an
 * onRoute hook that lists the registered routes, the serialization check, and
 * a record of every answer (route, status, body) for the contract test.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { migrateToLatest } from '../db/migrate';
import { seedCatalog } from '../db/seed';
import { nonCoercingBodyValidator } from '../http/body-validator';
import { installErrorHandler } from '../http/errors';
import { platformDecorators } from '../plugins/decorators';
import { createPlatform } from '../plugins/platform';
import { platform } from '../sites/platform';
import { TEST_TOKEN_SECRET, type TestDatabase } from './harness';
import { checkSerialization, type SerializationProblem } from './serialization-check';

export interface Answered {
  method: string;
  /** The route's URL pattern (/rest/v1/video/:videoId), or the request URL when no route matched. */
  route: string;
  status: number;
  body: unknown;
}

export interface ContractApp {
  app: FastifyInstance;
  context: AppContext;
  /** Every route as registered: method and URL pattern. */
  routes: Array<{ method: string; url: string }>;
  answers: Answered[];
  serializationProblems: SerializationProblem[];
}

/** Migrates and seeds `database`, then builds the platform on an app that watches its own routes and answers. */
export async function buildContractApp(database: TestDatabase): Promise<ContractApp> {
  await migrateToLatest(database.handle.db);
  await seedCatalog(database.handle.db, { seed: 1, scale: 0.1 });
  const shared = await createPlatform({ config: database.config, database: database.handle, tokenSecret: TEST_TOKEN_SECRET });
  const { context } = shared;
  // As the sites build their apps (server/sites/index.ts): bodies validated without coercion, the platform's decorators.
  const app = Fastify({ logger: false, routerOptions: { maxParamLength: 8192 }, schemaController: { compilersFactory: { buildValidator: nonCoercingBodyValidator } } });
  app.addHook('onClose', () => shared.close());
  installErrorHandler(app);
  await app.register(platformDecorators, { platform: shared });
  const routes: ContractApp['routes'] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url });
  });
  const serializationProblems: SerializationProblem[] = [];
  checkSerialization(app, serializationProblems);
  const answers: Answered[] = [];
  app.addHook('onSend', async (request, reply, payload) => {
    let body: unknown = null;
    if (typeof payload === 'string' && String(reply.getHeader('content-type') ?? '').startsWith('application/json')) body = JSON.parse(payload);
    answers.push({ method: request.method, route: request.routeOptions.url ?? request.url, status: reply.statusCode, body });
    return payload;
  });
  await app.register(platform, { context, hub: shared.hub });
  await app.ready();
  return { app, context, routes, answers, serializationProblems };
}
