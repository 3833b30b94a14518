/**
 * Starts Velvet's backend: opens the database, migrates, seeds on the first
 * start only, and listens on the four origins. Run directly with
 * `tsx server/main.ts`; tests call startServer() with ports 0.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { resolveTokenSecret } from './auth/token';
import { ConfigError, loadConfig, sandboxProviderProblem, type ServerConfig } from './config';
import { publicHost } from './context';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seedIfEmpty, type SeedReport } from './db/seed';
import { createPlatform, type Platform } from './plugins/platform';
import { buildSites, stopAccepting } from './sites';
import type { Server } from 'node:http';
import { notifyTicketHolders, setActorOnline, startRealtimeDomain } from './realtime-domain';
import { startLiveShows } from './live-shows/service';
import { setTicketShow } from './live';
import { DEV_OUTBOX_PATH } from './mail/dev-outbox';

export interface ServerUrls {
  site: string;
  overlay: string;
  whiteLabel: string;
  examples: string;
}

export interface RunningServer {
  urls: ServerUrls;
  /** What the start did to the catalog (seeded: false on every start after the first). */
  seed: SeedReport;
  /** The mail outbox page with this start's dev key (only from this machine); null in production. */
  outboxUrl: string | null;
  close(): Promise<void>;
}

/** Opens the database, migrates, seeds if empty and listens on the four ports (0 = any free port). */
export async function startServer(config: ServerConfig): Promise<RunningServer> {
  // loadConfig refuses this too; a config built by hand must not get around it.
  const sandboxProblem = sandboxProviderProblem(config);
  if (sandboxProblem) throw new ConfigError([sandboxProblem]);
  const database = await openDatabase(config);
  const apps: { close(): Promise<unknown>; server?: Server }[] = [];
  let shared: Platform | null = null;
  const closeAll = async () => {
    // The ports go first, so a replacement process can listen at once and the
    // clients told to come back (4001) never meet a closing server.
    stopAccepting(apps);
    // Realtime next: clients are told to come back later while the database still answers.
    if (shared) await shared.hub.close().catch(() => undefined);
    await Promise.allSettled(apps.map((app) => app.close()));
    // Then the shared things (Redis clients, mail), and the database last.
    if (shared) await shared.close().catch(() => undefined);
    await database.close();
  };
  try {
    await migrateToLatest(database.db);
    const seed = await seedIfEmpty(database.db, { seed: config.seed, scale: config.seedScale });
    shared = await createPlatform({ config, database, tokenSecret: resolveTokenSecret(config.tokenSecret, config.dataDir) });
    const sites = await buildSites(shared);
    const urls = {} as ServerUrls;
    for (const name of ['site', 'overlay', 'whiteLabel', 'examples'] as const) {
      const app = sites[name];
      apps.push(app);
      await app.listen({ host: config.host, port: config.ports[name] });
      const { port } = app.server.address() as AddressInfo;
      urls[name] = `http://${publicHost(config.host)}:${port}`;
    }
    // With port 0 the real origins exist only now; CORS, CSP and the examples read them per request.
    Object.assign(shared.context.origins, urls);
    apps.push(startRealtimeDomain(shared.context, shared.hub, shared.realtimeDomain));
    // issue 14 items 7, 8: the ticket-show schedule (with the simulator) and the voice-call minutes (always).
    const platform = shared;
    const liveLog = pino({ level: config.logLevel, name: 'live-shows' });
    apps.push(startLiveShows(database.db, platform.publishChanges, {
      schedule: config.simulator,
      // The performer comes online for her show, and her stream state becomes ticketShow (H's liveState follows).
      onShowStart: async (show) => {
        await setActorOnline(platform.context, platform.hub, show.actorId, true);
        await setTicketShow(platform.context, platform.hub, show.actorId, true);
        // Besides the privateTicketShowInvitation event: a notification under the bell, linked to her profile.
        await notifyTicketHolders(platform.context, platform.hub, show);
      },
      onShowEnd: async (actorId) => void (await setTicketShow(platform.context, platform.hub, actorId, false)),
      onError: (error) => liveLog.warn({ err: error }, 'live shows tick failed'),
    }));
    // issue 13 item 1: "`npm start` serves the site before generation ends, logs progress"; failures are logged
    // by the library and those clips stay "preparing".
    if (config.media.generate) shared.context.media.generate().catch(() => undefined);
    const outboxUrl = config.production ? null : `${urls.site}${DEV_OUTBOX_PATH}?key=${shared.context.devKey}`;
    return { urls, seed, outboxUrl, close: closeAll };
  } catch (error) {
    await closeAll();
    throw error;
  }
}

async function runFromCommandLine(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, name: 'velvet' });
  log.info(`database: ${config.databaseUrl ? 'PostgreSQL' : `SQLite ${resolve(config.sqliteFile)}`}` +
    (config.redisUrl ? '; realtime events shared through REDIS_URL' : '; realtime events in memory (single process)'));
  // Signals are handled from the first moment: a Ctrl-C while the server is still
  // starting waits for start-up to finish, then closes everything it opened.
  let stopRequested: string | null = null;
  let server: Awaited<ReturnType<typeof startServer>> | null = null;
  const stop = (signal: string) => {
    if (stopRequested) return;
    stopRequested = signal;
    log.info(`${signal}: shutting down`);
    if (server) closeAndExit(server);
  };
  const closeAndExit = (running: Awaited<ReturnType<typeof startServer>>) =>
    running.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));

  server = await startServer(config);
  if (stopRequested) return void closeAndExit(server);
  const { seed } = server;
  log.info(seed.seeded
    ? `seeded the demo catalog in ${(seed.milliseconds / 1000).toFixed(1)} s: ${seed.counts.performers} performers, ${seed.counts.videos} videos, ${seed.counts.albums} albums, ${seed.counts.images} images`
    : `catalog already seeded (${seed.counts.performers} performers, ${seed.counts.videos} videos); skipping the seed`);
  log.info(`site        ${server.urls.site}`);
  log.info(`overlay     ${server.urls.overlay}`);
  log.info(`white label ${server.urls.whiteLabel}`);
  log.info(`examples    ${server.urls.examples}`);
  if (server.outboxUrl) log.info(`mail outbox ${server.outboxUrl} (from this machine only)`);
  if (config.production && config.sandbox) log.warn('VELVET_SANDBOX=on in production: test cards buy coins and anyone can pass the age check');
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href;
if (invokedDirectly) {
  runFromCommandLine().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
