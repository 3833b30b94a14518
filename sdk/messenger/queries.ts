/**
 * The query-service (POST /vxql) documents the messenger uses (spec 000 §7
 * "unread count, messenger gifts, toy controls, message content (first,
 * offset, filter, order), channel list (first 500, offset, blocked filter)";
 * a channel is touched through REST messenger/channel/actor/{id}). Field names are the TS field names of ./types.
 */

// One line each, single spaces: the documents ship in the messenger's bundle as they are written here.
const CHANNEL_FIELDS =
  'id actorId actorName actorPicture unread unreadCount archived blocked isActorOnline messageTimestamp lastViewedTimestamp lastMessageId ' +
  'subject multiChatPrice canVoyeurChat isVoyeurInSingleChatAllowed isDildocontrolAvailable freeMessagesAmount messagePrice isMessagingFree freeChat isFavourite';
const GIFT_FIELDS = 'id name price imageUrl active vip categoryId translations { language value }';
const MESSAGE_FIELDS = 'id channelId type senderType text gifts { giftId quantity } image { id url width height } price createdAt';

export const UNREAD_COUNT_QUERY = 'query MessengerUnreadCount { messengerUnreadCount }';

export const GIFTS_QUERY = `query MessengerGifts { messengerGifts { ${GIFT_FIELDS} } }`;

export const TOY_CONTROLS_QUERY = `query ToyControls { toyControls { ${GIFT_FIELDS} duration displayName random } }`;

export const MESSAGE_CONTENT_QUERY =
  'query MessageContent($channelId: String!, $first: Int, $offset: Int, $filter: String, $order: String) { ' +
  'messageContent(channelId: $channelId, first: $first, offset: $offset, filter: $filter, order: $order) { ' +
  `channelId total offset messages { ${MESSAGE_FIELDS} } } }`;

export const CHANNEL_LIST_QUERY =
  'query ChannelList($first: Int, $offset: Int, $blocked: Boolean) { ' +
  `channelList(first: $first, offset: $offset, blocked: $blocked) { total unreadTotal channels { ${CHANNEL_FIELDS} } } }`;
