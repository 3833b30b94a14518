/**
 * The things one server process makes once and shares between its four
 * Fastify apps (site, overlay, white label, examples): configuration,
 * database and repositories, Redis clients, the realtime hub with the
 * domain's handlers registered on it, the payment and AVS providers, the
 * pin-call service, mail, the guest-session builder and the change
 * publisher. Each app gets them as decorators (./decorators.ts). Nothing
 * here is found through a module-level registry: whoever needs a thing is
 * handed it.
 */
import pino from 'pino';
import type { ChangePublisher } from '../changes';
import type { ServerConfig } from '../config';
import { createContext, type AppContext } from '../context';
import type { DatabaseHandle } from '../db/database';
import type { SessionPart } from '../guests/session-parts';
import { createSessionBuilder, createSnapshotSessions, type GuestSessionBuilder } from '../guests/session-view';
import { createOutbox, type Outbox } from '../mail/outbox';
import { configuredMailTransport } from '../mail/smtp';
import { createSandboxProvider, type PaymentProvider } from '../money/payment-provider';
import { sandboxNoticeSecret } from '../money/provider-notices';
import { startPaymentReconciler } from '../money/reconcile';
import { moneySessionPart } from '../money/session-part';
import type { HubDeps, HubOptions } from '../realtime/hub';
import { HubCore } from '../realtime/hub-core';
import { createChangePublisher, registerRealtimeDomain, type RealtimeDomain } from '../realtime-domain';
import type { ImageRepository } from '../repositories/images';
import type { PerformerRepository } from '../repositories/performers';
import type { VideoRepository } from '../repositories/videos';
import { createSandboxAvsProvider, type AgeVerificationProvider } from '../trust/avs-provider';
import { createPinCallService, type PinCallService } from '../trust/pin-call-service';
import { createOutboxPinSender } from '../trust/pin-sender';
import { trustSessionPart } from '../trust/session-part';
import { liveShowsSessionPart } from '../live-shows/session-part';
import { registerLiveShowAccess } from '../live-shows/live-access';
import { createRedisClients, type RedisClients } from './redis';
import { startLiveChat, type LiveChatRuntime, type LiveChatRuntimeOptions } from '../live-chat';
import { actorSearchSessionPart } from '../actor-search/guest-state';

export interface Repositories {
  performers: PerformerRepository;
  videos: VideoRepository;
  images: ImageRepository;
}

export interface Platform {
  config: ServerConfig;
  database: DatabaseHandle;
  /** The options the route plugins take (configuration, database, repositories, token secret, origins). */
  context: AppContext;
  repositories: Repositories;
  redis: RedisClients | null;
  hub: HubCore;
  /** The domain registered on the hub (the messenger's responder slot). */
  realtimeDomain: RealtimeDomain;
  payments: PaymentProvider;
  avs: AgeVerificationProvider;
  pinCalls: PinCallService;
  mail: Outbox;
  buildGuestSession: GuestSessionBuilder;
  publishChanges: ChangePublisher;
  /** Live chat sessions, their per-minute ticker and text chat (issue 14, server/live-chat). */
  liveChat: LiveChatRuntime;
  /** Closes the hub (4001 to every socket), the mail transport and the Redis clients; the database stays with whoever opened it. */
  close(): Promise<void>;
}

/** Replacements for tests and benches; production uses the defaults. */
export interface PlatformOptions {
  /** A payment provider instead of the sandbox (a real one, or a test double). */
  payments?: PaymentProvider;
  /** Hub knobs (Redis prefix, dropped bus messages, restart spread). */
  hub?: HubOptions;
  /** Makes the hub (tests pass a recording subclass). */
  createHub?: (deps: HubDeps, options: HubOptions) => HubCore;
  /** Live chat knobs: a fake clock, no ticker on real timers, a start timeout (tests). */
  liveChat?: LiveChatRuntimeOptions;
}

/** The guest-session fields other folders contribute (spec 000 §3), in merge order. */
export const SESSION_PARTS: readonly SessionPart[] = [
  { name: 'money', provide: moneySessionPart },
  { name: 'trust', provide: trustSessionPart },
  { name: 'liveShows', provide: liveShowsSessionPart },
  // Issue 15 items 2-3: the location the guest last searched from (spec 000 §3 geoLocation).
  { name: 'actorSearch', provide: actorSearchSessionPart },
];

/** Makes the process's shared things on an open, migrated database; resolves once the hub listens to Redis. */
export async function createPlatform(
  { config, database, tokenSecret }: { config: ServerConfig; database: DatabaseHandle; tokenSecret: string },
  options: PlatformOptions = {},
): Promise<Platform> {
  const context = createContext(config, database, tokenSecret);
  const { db } = database;
  // J (issue 14): who may watch the live streams of kinds show (ticket holders) and voice (callers).
  registerLiveShowAccess(context.live.access, db);
  const redis = config.redisUrl ? createRedisClients(config.redisUrl, pino({ level: config.logLevel, name: 'redis' })) : null;
  const buildGuestSession = createSessionBuilder(db, SESSION_PARTS);
  const hubDeps: HubDeps = {
    context,
    redis: redis && { commands: redis.realtime, subscriber: redis.realtimeSubscriber },
    snapshotSession: createSnapshotSessions(context, buildGuestSession),
  };
  const hub = (options.createHub ?? ((deps, hubOptions) => new HubCore(deps, hubOptions)))(hubDeps, options.hub ?? {});
  // Read per call: with port 0 the site origin is known only after listen.
  const payments = options.payments ?? createSandboxProvider({ db, challengeBaseUrl: () => `${context.origins.site}/rest/v1/payment/sandbox3ds`, noticeSecret: sandboxNoticeSecret(tokenSecret) });
  const publishChanges = createChangePublisher(hub, db);
  const realtimeDomain = registerRealtimeDomain(hub, { db, payments, publishChanges });
  const mailTransport = configuredMailTransport(config.smtpUrl);
  await hub.ready();
  // issue 11 A7: payments a crash left pending are settled or failed now, then every 30 s; once per process.
  const reconcileLog = pino({ level: config.logLevel, name: 'payments' });
  const reconciler = await startPaymentReconciler(db, payments, publishChanges, (error) => reconcileLog.warn({ err: error }, 'payment reconciliation failed'));
  const liveChat = startLiveChat(context, hub, publishChanges, options.liveChat);
  let closing: Promise<void> | null = null;
  return {
    config,
    database,
    context,
    repositories: { performers: context.performers, videos: context.videos, images: context.images },
    redis,
    hub,
    realtimeDomain,
    payments,
    // Read per call: with port 0 the origins are known only after listen.
    avs: createSandboxAvsProvider(() => [context.origins.site, context.origins.whiteLabel]),
    pinCalls: createPinCallService({ db, sender: createOutboxPinSender(config.dataDir) }),
    mail: createOutbox(config.dataDir, mailTransport),
    buildGuestSession,
    publishChanges,
    liveChat,
    close() {
      closing ??= (async () => {
        reconciler.close();
        await liveChat.close();
        await context.media.close();
        await hub.close();
        mailTransport?.close();
        await redis?.close();
      })();
      return closing;
    },
  };
}
