/**
 * The messenger controller: the calls and realtime messages behind each
 * guest action, with every state change going through messengerReducer.
 * Failures of loads are state (status 'error' and a message a person can act
 * on); the send and channel actions reject with such a message instead.
 */
import { toMessengerError } from './api';
import { isLoadMoreThrottled } from './channels';
import { checkImage, checkText, giftMessage, imageMessage, textMessage } from './outgoing';
import { messengerReducer, needsInit } from './reducer';
import { onlineOnlyApplies } from './selectors';
import type { MessengerController, MessengerControllerDeps } from './controller-types';
import type { MessengerAction, MessengerArea } from './state';
import { messengerError } from './texts';
import type { MessengerTransport } from './transport';
import { CHANNEL_PAGE_SIZE } from './types';

export type { MessengerController, MessengerControllerDeps } from './controller-types';

/** Creates a controller over one state holder. */
export function createMessengerController(deps: MessengerControllerDeps): MessengerController {
  const dispatch = (action: MessengerAction): void => {
    const current = deps.getState();
    const next = messengerReducer(current, action);
    if (next !== current) deps.setState(next);
  };
  const readable = (error: unknown) => toMessengerError(error, deps.language());
  const fail = (error: unknown, area?: MessengerArea) => {
    const { message, code } = readable(error);
    dispatch({ type: 'failed', message, code, ...(area ? { area } : {}) });
  };

  function send(message: Parameters<MessengerTransport['send']>[0]): Promise<void> {
    const transport = deps.transport();
    if (!transport) return Promise.reject(messengerError(deps.language(), 'notConnected'));
    return transport.send(message).catch((error: unknown) => Promise.reject(readable(error)));
  }
  /** A list request whose answer is a messengerChannels event: only a refusal needs handling here. */
  const requestList = (message: Parameters<MessengerTransport['send']>[0]) => send(message).catch((error: unknown) => fail(error, 'messenger'));
  /** The whole list of the current filter: the online page while the online-only toggle applies (spec 000 §4). */
  function currentListRequest(): Parameters<MessengerTransport['send']>[0] {
    const { filter, onlineOnly } = deps.getState();
    return onlineOnly && onlineOnlyApplies(filter) ? { type: 'loadOnlineChannels' } : { type: 'filterChannels', filterType: filter };
  }

  const inits = new Map<MessengerArea, Promise<void>>();
  /** spec 000 §4 "initialise once and then count as ready": a failed area may try again on the next init. */
  function initArea(area: MessengerArea, load: () => Promise<void>): Promise<void> {
    if (!needsInit(deps.getState(), area)) return Promise.resolve();
    const running = inits.get(area);
    if (running) return running;
    const started = load()
      .then(() => dispatch({ type: 'areaReady', area }))
      .catch((error: unknown) => fail(error, area))
      .finally(() => inits.delete(area));
    inits.set(area, started);
    return started;
  }

  async function loadFirstChannels(): Promise<void> {
    const { filter, onlineOnly } = deps.getState();
    dispatch({ type: 'listLoading' });
    const list = await deps.api().channelList(0, filter === 'blocked');
    dispatch({ type: 'channelsLoaded', page: { filter, onlineOnly, offset: 0, ...list } });
  }

  async function loadConversation(channelId: string, offset: number): Promise<void> {
    dispatch({ type: 'conversationLoading', channelId });
    try {
      dispatch({ type: 'conversationLoaded', page: await deps.api().messageContent(channelId, offset) });
    } catch (error) {
      dispatch({ type: 'conversationFailed', channelId, message: readable(error).message });
    }
  }

  const controller: MessengerController = {
    async init() {
      const api = deps.api();
      await Promise.all([
        initArea('messenger', loadFirstChannels),
        initArea('notifications', async () => dispatch({ type: 'unreadTotalLoaded', unreadTotal: await api.unreadCount() })),
        initArea('gifts', async () => dispatch({ type: 'giftsLoaded', gifts: await api.gifts() })),
        initArea('toyControls', async () => dispatch({ type: 'toyControlsLoaded', toyControls: await api.toyControls() })),
      ]);
    },
    async retry() {
      const { status, ready } = deps.getState();
      dispatch({ type: 'errorCleared' });
      // Before the first list arrived init() loads it from the query service; a later failed list
      // (a filter, the online toggle, the next page) is asked for again over realtime, like the first time.
      const reloadList = status === 'error' && ready.messenger;
      if (reloadList) dispatch({ type: 'listLoading' });
      await Promise.all([reloadList ? requestList(currentListRequest()) : undefined, controller.init()]);
    },
    setFilter(filter) {
      if (filter === deps.getState().filter) return;
      dispatch({ type: 'filterChosen', filter });
      void requestList({ type: 'filterChannels', filterType: filter });
    },
    setOnlineOnly(onlineOnly) {
      dispatch({ type: 'onlineOnlyChosen', onlineOnly });
      // The online page replaces the list; turning the toggle off asks for the whole filter again.
      if (onlineOnlyApplies(deps.getState().filter)) void requestList(currentListRequest());
    },
    loadMore() {
      const state = deps.getState();
      const now = deps.now();
      if (state.channels.length >= state.total || isLoadMoreThrottled(state.lastLoadMoreAt, now)) return;
      dispatch({ type: 'loadMoreStarted', now });
      void requestList({ type: 'loadChannels', offset: state.channels.length, limit: CHANNEL_PAGE_SIZE });
    },
    markRead(channelId) {
      // selectChannel is the read transition (spec 000 §4 "Selecting a channel marks it read").
      dispatch({ type: 'selected', channelId });
      // A refused mark-read is not worth a message: the server's next channel event carries the real unread state.
      if (deps.transport()) send({ type: 'markChannelRead', channelId }).catch(() => undefined);
    },
    async select(channelId) {
      controller.markRead(channelId);
      if (!deps.getState().channels.some((channel) => channel.id === channelId)) {
        try {
          dispatch({ type: 'channelLoaded', channel: await deps.api().getChannel(channelId) });
        } catch (error) {
          return dispatch({ type: 'conversationFailed', channelId, message: readable(error).message });
        }
      }
      const conversation = deps.getState().conversations[channelId];
      if (conversation?.status !== 'ready' && conversation?.status !== 'loading') await loadConversation(channelId, 0);
    },
    unselect() {
      const previous = deps.getState().selectedChannelId;
      dispatch({ type: 'unselected' });
      if (previous === null) return;
      // spec 000 §4 "Unselecting refreshes the previously selected channel"; a failed refresh keeps the stored one.
      deps.api().getChannel(previous).then((channel) => dispatch({ type: 'channelLoaded', channel }), () => undefined);
    },
    async openActor(actorId) {
      const channel = await deps.api().getActorChannel(actorId);
      dispatch({ type: 'channelLoaded', channel });
      await controller.select(channel.id);
      return channel.id;
    },
    async loadOlderMessages(channelId) {
      const conversation = deps.getState().conversations[channelId];
      if (!conversation || conversation.status === 'loading' || conversation.messages.length >= conversation.total) return;
      await loadConversation(channelId, conversation.messages.length);
    },
    async archive(channelId, archived) {
      await send({ type: 'archiveChannel', channelId, status: archived });
      dispatch({ type: 'archived', channelId, archived });
    },
    async block(channelId, blocked) {
      await send({ type: 'blockChannel', channelId, status: blocked });
      const channel = deps.getState().channels.find((candidate) => candidate.id === channelId);
      if (channel) dispatch({ type: 'channelLoaded', channel: { ...channel, blocked } });
    },
    async sendText(channelId, text) {
      const problem = checkText(text, deps.language());
      if (problem) throw problem;
      await send(textMessage(channelId, channelOf(channelId), text));
    },
    async sendBasket(channelId, text = '') {
      const { basket } = deps.getState();
      const problem = basket.length === 0 ? messengerError(deps.language(), 'emptyBasket') : checkText(text, deps.language(), true);
      if (problem) throw problem;
      await send(giftMessage(channelId, channelOf(channelId), basket, text));
      dispatch({ type: 'basketCleared', bought: deps.boughtGifts() });
    },
    async sendImage(channelId, file) {
      const problem = checkImage(file, deps.language());
      if (problem) throw problem;
      const image = await deps.api().uploadImage(file);
      await send(imageMessage(channelId, channelOf(channelId), image.id));
    },
    addGift: (giftId) => dispatch({ type: 'giftAdded', giftId, bought: deps.boughtGifts() }),
    removeGift: (giftId) => dispatch({ type: 'giftRemoved', giftId, bought: deps.boughtGifts() }),
    async loadRecommendations(currentActorId) {
      // The panel is extra: a failed load leaves it as it was rather than marking the messenger broken.
      const items = await deps.api().getRecommendations(currentActorId).catch(() => null);
      if (items) dispatch({ type: 'recommendationsLoaded', items });
    },
    markAllSeen() {
      send({ type: 'setAllChannelsSeen' }).then(
        () => dispatch({ type: 'serverEvent', event: { type: 'allChannelsSeen' } }),
        (error: unknown) => fail(error),
      );
    },
    getActor: (actorId) => deps.api().getActor(actorId),
  };

  const channelOf = (channelId: string) => deps.getState().channels.find((channel) => channel.id === channelId) ?? null;
  return controller;
}
