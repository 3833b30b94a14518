/** Shared setup of the messenger suites: one seeded database and app per dialect, a recording hub, guests with coins, channels. */
import type { LightMyRequestResponse } from 'fastify';
import type { ClientMessage, ServerEvent } from '../../../sdk/realtime/protocol';
import type { GuestRecord } from '../../guests/current-guest';
import { findGuest, toGuestRecord } from '../../guests/records';
import { balanceOf, creditCoins, ledgerSum } from '../../money/ledger';
import { domainEnv } from '../../realtime-domain/test/env';
import type { RealtimeDomain } from '../../realtime-domain';
import type { RecordingHub } from '../../realtime-domain/test/recording-hub';
import type { TestApps, TestDatabase } from '../../test/harness';
import { anonymousGuest, randomIp, signUpAndLogIn } from '../../test/guests';
import { performerMessengerTerms } from '../performer-prices';
import { touchChannel } from '../service';

export interface Member {
  guest: GuestRecord;
  cookie: string;
  accessToken: string;
}

export interface MessengerEnv {
  apps(): TestApps;
  db(): TestDatabase['handle']['db'];
  hub(): RecordingHub;
  /** The domain registered on the hub (the messenger's responder slot). */
  domain(): RealtimeDomain;
  /** A logged-in guest holding `coins`. */
  member(coins?: number): Promise<Member>;
  anonymous(): Promise<Member>;
  /** The guest's channel with the actor (touched), optionally with its free messages set. */
  channel(guest: GuestRecord, actorId: number, freeMessages?: number): Promise<string>;
  /** A performer whose messages cost coins (not free, no free show), or one with free messaging. */
  paidActor(index?: number): Promise<{ id: number; messagePrice: number }>;
  freeActor(): Promise<number>;
  send(guest: GuestRecord, message: ClientMessage, cid?: string): Promise<string | null>;
  events(guestId: string, type?: ServerEvent['type']): ServerEvent[];
  request(method: 'GET' | 'POST', url: string, auth: { cookie?: string; token?: string } | null, payload?: string | Buffer | object, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  balance(guestId: string): Promise<number>;
  ledgerSum(guestId: string): Promise<number>;
}

let counter = 0;

/** Builds the env inside the calling describe block. */
export function messengerEnv(dialect: 'sqlite' | 'postgres'): MessengerEnv {
  // The realtime domain's setup: seeded database, apps and a recording hub as their hub.
  const domain = domainEnv(dialect);
  const apps = () => domain.apps();
  const hub = () => domain.hub();
  const db = () => domain.db();
  const record = async (guestId: string) => toGuestRecord((await findGuest(db(), guestId))!);
  const performers = async () => {
    const rows = await db().selectFrom('performers').select(['id', 'prices', 'features', 'is_online']).orderBy('id').execute();
    return rows.map((row) => ({ id: row.id, ...performerMessengerTerms(row) }));
  };
  return {
    apps,
    db,
    hub,
    domain: () => domain.domain(),
    async member(coins = 0) {
      const { guestId, cookie, accessToken } = await signUpAndLogIn(apps().site);
      if (coins > 0) await creditCoins(db(), { guestId, amount: coins, reason: 'test', idempotencyKey: `test-${++counter}-${guestId}` });
      return { guest: await record(guestId), cookie, accessToken };
    },
    async anonymous() {
      const { guestId, cookie, accessToken } = await anonymousGuest(apps().site);
      return { guest: await record(guestId), cookie, accessToken };
    },
    async channel(guest, actorId, freeMessages) {
      const row = await touchChannel(db(), guest.id, actorId);
      if (!row) throw new Error(`expected performer ${actorId} to exist, found none`);
      if (freeMessages !== undefined) await db().updateTable('channels').set({ free_messages_amount: freeMessages }).where('id', '=', row.id).execute();
      return row.id;
    },
    async paidActor(index = 0) {
      const paid = (await performers()).filter((p) => !p.isMessagingFree && !p.freeChat);
      const actor = paid[index];
      if (!actor) throw new Error(`expected at least ${index + 1} performers with paid messaging, got ${paid.length}`);
      return { id: actor.id, messagePrice: actor.messagePrice };
    },
    async freeActor() {
      const actor = (await performers()).find((p) => p.isMessagingFree);
      if (!actor) throw new Error('expected a performer with free messaging (id divisible by 7), found none');
      return actor.id;
    },
    send: (guest, message, cid) => hub().send(guest, message, cid),
    events: (guestId, type) => hub().eventsOf(guestId).filter((event) => type === undefined || event.type === type),
    request(method, url, auth, payload, headers = {}) {
      return apps().site.inject({
        method, url,
        remoteAddress: randomIp(),
        headers: {
          ...(auth?.cookie ? { cookie: auth.cookie } : {}),
          ...(auth?.token ? { authorization: `Bearer ${auth.token}` } : {}), ...headers,
        },
        ...(payload === undefined ? {} : { payload }),
      });
    },
    balance: (guestId) => balanceOf(db(), guestId),
    ledgerSum: (guestId) => ledgerSum(db(), guestId),
  };
}

type SendMessage = Extract<ClientMessage, { type: 'sendMessage' }>;

/** A sendMessage of text. */
export const textMessage = (channelId: string, text: string): SendMessage => ({
  type: 'sendMessage', channelId, messageType: 'text', senderType: 'guest', isVideochat: false, isFreechat: false, data: { text }, includedGifts: [], chatId: null,
});

/** A sendMessage of gifts. */
export const giftMessage = (channelId: string, gifts: Array<{ giftId: number; quantity: number }>, text?: string): SendMessage => ({
  type: 'sendMessage', channelId, messageType: 'gift', senderType: 'guest', isVideochat: false, isFreechat: false,
  data: text === undefined ? {} : { text }, includedGifts: gifts, chatId: null,
});
