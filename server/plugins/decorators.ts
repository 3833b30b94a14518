/**
 * Gives one Fastify app the process's shared things as decorators
 * (`app.db`, `app.hub`, `app.publishChanges`, ...). Wrapped with
 * fastify-plugin so the decorators are visible to every plugin of the app;
 * buildSites registers it first in each of the four apps, with the one
 * platform of the process.
 */
import type { Kysely } from 'kysely';
import fp from 'fastify-plugin';
import type { ChangePublisher } from '../changes';
import type { ServerConfig } from '../config';
import type { Database } from '../db/schema';
import type { GuestSessionBuilder } from '../guests/session-view';
import type { Outbox } from '../mail/outbox';
import type { PaymentProvider } from '../money/payment-provider';
import type { RealtimeHub } from '../realtime/hub';
import type { AgeVerificationProvider } from '../trust/avs-provider';
import type { PinCallService } from '../trust/pin-call-service';
import type { Platform, Repositories } from './platform';
import type { RedisClients } from './redis';

declare module 'fastify' {
  interface FastifyInstance {
    config: ServerConfig;
    db: Kysely<Database>;
    repositories: Repositories;
    /** The process's Redis clients, or null without REDIS_URL. */
    redis: RedisClients | null;
    /** The realtime hub; routes publish through publishChanges rather than here. */
    hub: RealtimeHub;
    /** The card payment provider (the sandbox unless replaced). */
    payments: PaymentProvider;
    /** The age-verification provider. */
    avs: AgeVerificationProvider;
    pinCalls: PinCallService;
    /** The mail outbox (files, then SMTP when SMTP_URL is set). */
    mail: Outbox;
    /** The full guest session of spec 000 §3 for a guest row. */
    buildGuestSession: GuestSessionBuilder;
    /** Publishes what a committed domain call changed; call it after the commit, with the call's `changes`. */
    publishChanges: ChangePublisher;
    /** Live chat sessions (issue 14, server/live-chat). */
    liveChat: import('../live-chat').LiveChatRuntime;
  }
}

/** Decorates the app with the platform's shared things. */
export const platformDecorators = fp(
  async (app, { platform }: { platform: Platform }) => {
    app.decorate('config', platform.config);
    app.decorate('db', platform.database.db);
    app.decorate('repositories', platform.repositories);
    app.decorate('redis', platform.redis);
    app.decorate('hub', platform.hub);
    app.decorate('payments', platform.payments);
    app.decorate('avs', platform.avs);
    app.decorate('pinCalls', platform.pinCalls);
    app.decorate('mail', platform.mail);
    app.decorate('buildGuestSession', platform.buildGuestSession);
    app.decorate('publishChanges', platform.publishChanges);
    app.decorate('liveChat', platform.liveChat);
    // Per-request state lives on the request, never in a module-level map keyed by it.
    app.decorateRequest('createdGuest', null);
  },
  { name: 'velvet-platform', fastify: '5.x' },
);
