/**
 * The query service's messenger fields (spec 000 §7 "unread count, messenger
 * gifts, toy controls, message content (first, offset, filter, order),
 * channel list (first 500, offset, blocked filter), touch channel (actorId)").
 * The guest is the access token's subject with a live session; an anonymous
 * guest has no channels (0 and empty lists), and touchChannel needs a login.
 */
import { GraphQLError } from 'graphql';
import { giftCatalog, TOY_CONTROLS } from '../../messenger/gifts';
import { channelList, messagePage, MessengerInputError, toChannel, touchChannel, unreadTotal } from '../../messenger/service';
import type { GuestRecord } from '../../guests/current-guest';
import type { AppContext } from '../../context';

/** The messenger part of the schema (appended to the query service's SDL). */
export const MESSENGER_SDL = /* GraphQL */ `
  type Translation { language: String!, value: String! }
  type MessengerGift { id: Int!, name: String!, price: Int!, imageUrl: String!, active: Boolean!, vip: Boolean!, categoryId: Int!, translations: [Translation!]! }
  type ToyControl {
    id: Int!, name: String!, price: Int!, imageUrl: String!, active: Boolean!, vip: Boolean!, categoryId: Int!, translations: [Translation!]!
    duration: Int!, displayName: String!, random: Boolean!
  }
  type IncludedGift { giftId: Int!, quantity: Int! }
  type MessageImage { id: String!, url: String!, width: Int!, height: Int! }
  type MessengerMessage {
    id: String!, channelId: String!, type: String!, senderType: String!, text: String!, gifts: [IncludedGift!]!
    image: MessageImage, price: Int!, createdAt: String!
  }
  type MessagePage { channelId: String!, total: Int!, offset: Int!, messages: [MessengerMessage!]! }
  type MessengerChannel {
    id: String!, actorId: Int!, actorName: String!, actorPicture: String!, unread: Boolean!, unreadCount: Int!
    archived: Boolean!, blocked: Boolean!, isActorOnline: Boolean!, messageTimestamp: String, lastViewedTimestamp: String
    lastMessageId: String, subject: String!, multiChatPrice: Int!, canVoyeurChat: Boolean!, isVoyeurInSingleChatAllowed: Boolean!
    isDildocontrolAvailable: Boolean!, freeMessagesAmount: Int!, messagePrice: Int!, isMessagingFree: Boolean!, freeChat: Boolean!
    isFavourite: Boolean!
  }
  type ChannelList { total: Int!, unreadTotal: Int!, channels: [MessengerChannel!]! }
`;

export const MESSENGER_QUERY_FIELDS = /* GraphQL */ `
    "Unread messages over the guest's channels (0 for an anonymous guest)."
    messengerUnreadCount: Int!
    messengerGifts: [MessengerGift!]!
    toyControls: [ToyControl!]!
    "A page of a channel's messages by createdAt; filter is a message type."
    messageContent(channelId: String!, first: Int = 50, offset: Int = 0, filter: String, order: String = "desc"): MessagePage!
    "The guest's channels, newest message first; blocked true = only blocked, false = only not blocked, null = all."
    channelList(first: Int = 500, offset: Int = 0, blocked: Boolean): ChannelList!
`;

export const MESSENGER_MUTATION_FIELDS = /* GraphQL */ `
    "The guest's channel with the performer, created if none."
    touchChannel(actorId: Int!): MessengerChannel!
`;

/** What the messenger resolvers need per request. */
export interface MessengerVxqlContext {
  appContext: AppContext;
  /** The token's guest (memoised per request), or null when the token names none or its session ended. */
  guest(): Promise<GuestRecord | null>;
}

async function caller(context: MessengerVxqlContext): Promise<GuestRecord | null> {
  const guest = await context.guest();
  if (guest?.isLocked) throw new GraphQLError('Account locked');
  return guest;
}

function asGraphQLError(error: unknown): never {
  if (error instanceof MessengerInputError) throw new GraphQLError(error.message, { extensions: { field: error.field } });
  throw error;
}

const empty = { total: 0, unreadTotal: 0, channels: [] };

/** Resolvers of the messenger's Query fields (mercurius calls them with (parent, args, context)). */
export const messengerQueries = {
  async messengerUnreadCount(_parent: unknown, _args: unknown, context: MessengerVxqlContext) {
    const guest = await caller(context);
    return guest?.isLoggedIn ? unreadTotal(context.appContext.database.db, guest.id) : 0;
  },
  messengerGifts: (_parent: unknown, _args: unknown, context: MessengerVxqlContext) => giftCatalog(context.appContext.database.db),
  toyControls: () => TOY_CONTROLS,
  async messageContent(_parent: unknown, args: { channelId: string; first: number; offset: number; filter?: string | null; order: string }, context: MessengerVxqlContext) {
    const guest = await caller(context);
    const page = guest?.isLoggedIn
      ? await messagePage(context.appContext.database.db, guest.id, args.channelId, { first: args.first, offset: args.offset, filter: args.filter ?? null, order: args.order }).catch(asGraphQLError)
      : null;
    if (!page) throw new GraphQLError(`No channel ${JSON.stringify(args.channelId)} of this guest`, { extensions: { field: 'channelId' } });
    return page;
  },
  async channelList(_parent: unknown, args: { first: number; offset: number; blocked?: boolean | null }, context: MessengerVxqlContext) {
    const guest = await caller(context);
    if (!guest?.isLoggedIn) return empty;
    return channelList(context.appContext.database.db, guest.id, args.first, args.offset, args.blocked ?? null).catch(asGraphQLError);
  },
};

/** Resolvers of the messenger's Mutation fields. */
export const messengerMutations = {
  async touchChannel(_parent: unknown, args: { actorId: number }, context: MessengerVxqlContext) {
    const guest = await caller(context);
    if (!guest?.isLoggedIn) throw new GraphQLError('Login required');
    const row = await touchChannel(context.appContext.database.db, guest.id, args.actorId);
    if (!row) throw new GraphQLError(`No performer with the id ${args.actorId}`, { extensions: { field: 'actorId' } });
    return toChannel(row);
  },
};
