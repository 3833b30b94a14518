/** The messenger (spec 000 §2-§4, issue 5): data shapes, pricing, pure transitions, the store and its controller. */
export * from './types';
export { messageCharge, giftCharge, GiftChargeError, MESSAGES_VOUCHER_TYPE, paysMessagePrice, type MessageCharge, type GiftCharge } from './pricing';
export { INITIAL_MESSENGER_STATE, MESSENGER_AREAS, type ConversationState, type LoadStatus, type MessengerAction, type MessengerArea, type MessengerState } from './state';
export { messengerReducer, needsInit } from './reducer';
export { applyChannelPage, archiveChannel, isLoadMoreThrottled, selectChannel, startLoadMore, unselectChannel, updateActorChannels, upsertChannel } from './channels';
export { applyMessengerEvent } from './live-events';
export { addGiftToBasket, basketAvailability, BASKET_GIFT_MAX, clearBasket, rebaseBasket, removeGiftFromBasket } from './basket';
export { basketQuantity, chatOffer, type ChatOffer, matchesFilter, onlineOnlyApplies, selectedChannel, shownDespiteOnlineOnly, shownRecommendations, unreadOf, visibleChannels } from './selectors';
export { checkImage, checkText, giftMessage, imageMessage, textMessage } from './outgoing';
export { MESSENGER_ERROR_TEXTS, MessengerError, messengerError, messengerErrorText, type MessengerErrorCode } from './texts';
export { ACK_TIMEOUT_MS, transportFromChannel, type ChannelTransportOptions, type MessengerTransport, type TimeoutClock } from './transport';
export { createMessengerApi, MESSAGE_PAGE_SIZE, toMessengerError, type ChannelList, type MessengerApi, type MessengerApiOptions } from './api';
export { createMessengerController, type MessengerController, type MessengerControllerDeps } from './controller';
export * from './store';
