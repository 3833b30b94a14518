/**
 * The messenger's realtime messages (issue 5 §1; spec 000 §7 "send message,
 * set all channels seen, load channels (offset, limit), load online channels,
 * filter channels (filterType), archive channel (channelId, status)", plus
 * blockChannel and markChannelRead). Every handler answers through the ack:
 * a refusal is `{ error }` a person can read. Anonymous guests never get
 * here: the socket session acks them "Login required" first (spec 000 §6).
 */
import { CHANNEL_FILTERS, CHANNEL_PAGE_SIZE, type ChannelFilter } from '../../sdk/messenger/types';
import type { MessengerMessage } from '../../sdk/messenger/types';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { sendGuestMessage } from '../messenger/send';
import { channelPage, channelPaging, markChannelRead, MessengerInputError, setAllChannelsSeen, setChannelFlag } from '../messenger/service';
import type { Language } from '../../sdk/config';
import type { ChangePublisher } from '../changes';
import type { PaymentProvider } from '../money/payment-provider';
import type { RealtimeHub } from './hub-contract';
import { languageOfGuest, publishMessengerChannel, publishMessengerMessage } from './messenger-events';
import { channelRowById, toNavbarMessage } from '../messenger/repository';

/** Who answers guests' messages (the demo simulator). */
export interface MessengerResponder {
  onGuestMessage(guestId: string, message: MessengerMessage, language: Language): void;
}

/** What the messenger's handlers need besides the hub: the card provider for auto-recharge and the change publisher. */
export interface MessengerDeps {
  payments: PaymentProvider;
  publishChanges: ChangePublisher;
}

/** The handlers' one setting: who is told about every stored guest message. */
export interface MessengerHandlers {
  /** Sets (or with null removes) the responder. */
  setMessengerResponder(responder: MessengerResponder | null): void;
}

/** Remembered filters are few bytes each; the cap only guards a long-running process. */
const REMEMBERED_FILTERS_MAX = 50_000;

const isFilter = (value: unknown): value is ChannelFilter => CHANNEL_FILTERS.includes(value as ChannelFilter);

/** Registers the messenger's client handlers on the hub. */
export function registerMessengerHandlers(hub: RealtimeHub, deps: MessengerDeps): MessengerHandlers {
  let responder: MessengerResponder | null = null;
  // The filter last chosen per guest (in memory, per process): loadChannels pages through it.
  const filters = new Map<string, ChannelFilter>();
  const remember = (guestId: string, filter: ChannelFilter) => {
    filters.delete(guestId);
    if (filters.size >= REMEMBERED_FILTERS_MAX) filters.delete(filters.keys().next().value!);
    filters.set(guestId, filter);
  };
  const publishPage = async (events: RealtimeHub, db: Kysely<Database>, guestId: string, filter: ChannelFilter, onlineOnly: boolean, offset = 0, limit = CHANNEL_PAGE_SIZE) => {
    await events.publishToGuest(guestId, { type: 'messengerChannels', ...(await channelPage(db, guestId, filter, onlineOnly, offset, limit)) });
  };
  // The socket session refuses anonymous guests before any handler; this guard keeps the rule if another transport calls in.
  const register: RealtimeHub['registerClientHandler'] = (type, handler) =>
    hub.registerClientHandler(type, async (input) => (input.guest.isLoggedIn ? handler(input) : { error: 'Login required' }));
  const inputError = (error: unknown) => {
    if (error instanceof MessengerInputError) return { error: error.message };
    throw error;
  };

  register('sendMessage', async ({ guest, message, hub: events, db }) => {
    const language = await languageOfGuest(db, guest.id);
    const outcome = await sendGuestMessage(db, deps.payments, {
      guestId: guest.id, language, cid: message.cid, channelId: message.channelId, messageType: message.messageType,
      data: message.data, includedGifts: message.includedGifts,
    });
    if (!outcome.ok) return { error: outcome.error, code: outcome.code, missingCoins: outcome.missingCoins };
    if (outcome.replayed) return;
    const channel = await channelRowById(db, guest.id, outcome.message.channelId);
    if (channel) await publishMessengerMessage(events, db, guest.id, outcome.message, channel);
    await deps.publishChanges(outcome.changes);
    responder?.onGuestMessage(guest.id, outcome.message, language);
  });

  register('setAllChannelsSeen', async ({ guest, hub: events, db }) => {
    await setAllChannelsSeen(db, guest.id);
    await events.publishToGuest(guest.id, { type: 'allChannelsSeen' });
    // Nothing is unread any more: the navbar preview empties too.
    await events.publishToGuest(guest.id, { type: 'navbarMessages', items: [] });
  });

  register('loadChannels', async ({ guest, message, hub: events, db }) => {
    try {
      const { offset, limit } = channelPaging(message.offset, message.limit);
      await publishPage(events, db, guest.id, filters.get(guest.id) ?? 'newest', false, offset, limit);
    } catch (error) {
      return inputError(error);
    }
  });

  register('loadOnlineChannels', async ({ guest, hub: events, db }) => {
    await publishPage(events, db, guest.id, filters.get(guest.id) ?? 'newest', true);
  });

  register('filterChannels', async ({ guest, message, hub: events, db }) => {
    if (!isFilter(message.filterType)) return { error: `filterType: expected ${CHANNEL_FILTERS.join(', ')}, got ${JSON.stringify(message.filterType)}` };
    remember(guest.id, message.filterType);
    await publishPage(events, db, guest.id, message.filterType, false);
  });

  for (const [type, flag] of [['archiveChannel', 'archived'], ['blockChannel', 'blocked']] as const) {
    register(type, async ({ guest, message, hub: events, db }) => {
      if (typeof message.channelId !== 'string' || message.channelId === '') return { error: `channelId: expected a channel id, got ${JSON.stringify(message.channelId)}` };
      if (typeof message.status !== 'boolean') return { error: `status: expected true or false, got ${JSON.stringify(message.status)}` };
      const channel = await setChannelFlag(db, guest.id, message.channelId, flag, message.status);
      if (!channel) return { error: `channelId: no channel ${JSON.stringify(message.channelId)} of this guest` };
      await publishMessengerChannel(events, db, guest.id, channel);
    });
  }

  register('markChannelRead', async ({ guest, message, hub: events, db }) => {
    if (typeof message.channelId !== 'string' || message.channelId === '') return { error: `channelId: expected a channel id, got ${JSON.stringify(message.channelId)}` };
    const channel = await markChannelRead(db, guest.id, message.channelId);
    if (!channel) return { error: `channelId: no channel ${JSON.stringify(message.channelId)} of this guest` };
    await publishMessengerChannel(events, db, guest.id, channel);
    // unreadCount 0: the navbar store drops the entry (spec 000 §4 "dropped when the channel has no unread messages").
    await events.publishToGuest(guest.id, { type: 'navbarMessage', item: toNavbarMessage(channel) });
  });

  return {
    setMessengerResponder(next) {
      responder = next;
    },
  };
}
