/** @jsxImportSource preact */
/** Fakes for the messenger component tests: state builders and a controller whose calls are recorded. */
import { render } from 'preact';
import { vi } from 'vitest';
import type { GuestSession, Voucher } from '../../sdk/api/guest-types';
import { INITIAL_MESSENGER_STATE, messengerReducer, type MessengerController, type MessengerState } from '../../sdk/messenger';
import type { MessengerChannel, MessengerGift, MessengerMessage, MessengerRecommendation } from '../../sdk/messenger/types';
import { channel as sdkChannel, gift as sdkGift, message as sdkMessage } from '../../sdk/messenger/fixtures';
import { messengerTranslator } from './i18n';
import { Messenger, type MessengerProps } from './messenger.component';

/** A channel as the component tests use it: one performer per id, with a name and picture to find on screen. */
export function channel(id: string, patch: Partial<MessengerChannel> = {}): MessengerChannel {
  return sdkChannel(id, 0, { actorName: `Performer ${id}`, actorPicture: `/img/${id}.jpg`, subject: `Hello from ${id}`, ...patch });
}

/** A performer's text message, in channel c1 unless the patch says otherwise. */
export function message(id: string, patch: Partial<MessengerMessage> = {}): MessengerMessage {
  return sdkMessage(id, patch.channelId ?? 'c1', 0, patch);
}

/** An active gift for 10 coins with a picture under /gifts/. */
export function gift(id: number, patch: Partial<MessengerGift> = {}): MessengerGift {
  return sdkGift(id, 10, { name: `Gift ${id}`, imageUrl: `/gifts/${id}.png`, ...patch });
}

export function recommendation(actorId: number, patch: Partial<MessengerRecommendation> = {}): MessengerRecommendation {
  return { actorId, name: `Rec${actorId}`, picture: `/img/rec${actorId}.jpg`, isOnline: true, age: 25, ...patch };
}

export function guest(patch: Partial<GuestSession> = {}): GuestSession {
  return { isLoggedIn: true, id: 'g1', balance: 120, vouchers: [] as Voucher[], boughtGifts: {}, ...patch } as GuestSession;
}

export function stateWith(patch: Partial<MessengerState> = {}): MessengerState {
  return { ...INITIAL_MESSENGER_STATE, status: 'ready', ...patch };
}

/** A controller whose every call is a vi.fn; the basket calls run the sdk's pure reducer on `holder`. */
export function fakeController(holder: { state: MessengerState; rerender: () => void; bought: () => Record<string, number> }) {
  const dispatchGift = (type: 'giftAdded' | 'giftRemoved', giftId: number) => {
    holder.state = messengerReducer(holder.state, { type, giftId, bought: holder.bought() });
    holder.rerender();
  };
  const controller = {
    init: vi.fn(async () => undefined),
    retry: vi.fn(async () => undefined),
    setFilter: vi.fn(),
    setOnlineOnly: vi.fn(),
    loadMore: vi.fn(),
    select: vi.fn(async () => undefined),
    // Runs the sdk's read transition, as the real controller does before telling the server; the store's
    // subscribers re-render after the current one, as the connected element does.
    markRead: vi.fn((channelId: string) => {
      holder.state = messengerReducer(holder.state, { type: 'selected', channelId });
      queueMicrotask(holder.rerender);
    }),
    unselect: vi.fn(),
    openActor: vi.fn(async (actorId: number) => `channel-of-${actorId}`),
    loadOlderMessages: vi.fn(async () => undefined),
    archive: vi.fn(async () => undefined),
    block: vi.fn(async () => undefined),
    sendText: vi.fn(async () => undefined),
    sendBasket: vi.fn(async () => undefined),
    sendImage: vi.fn(async () => undefined),
    addGift: vi.fn((giftId: number) => dispatchGift('giftAdded', giftId)),
    removeGift: vi.fn((giftId: number) => dispatchGift('giftRemoved', giftId)),
    loadRecommendations: vi.fn(async () => undefined),
    markAllSeen: vi.fn(),
    getActor: vi.fn(),
  } satisfies MessengerController;
  return controller;
}

export type FakeController = ReturnType<typeof fakeController>;

/** Renders <Messenger> into `container` with fake state and controller; `update` re-renders with a new state. */
export function renderMessenger(container: HTMLElement, state: MessengerState, patch: Partial<MessengerProps> = {}) {
  const holder = {
    state,
    rerender: () => draw(),
    bought: () => (patch.guest ?? guest()).boughtGifts,
  };
  const controller = fakeController(holder);
  const callbacks = {
    onLoginRequest: vi.fn(() => true),
    onNavigate: vi.fn((_href: string) => true),
    onChannelSelect: vi.fn(),
    onChannelClose: vi.fn((_channelId: string) => undefined),
    onTopUp: vi.fn((_missingCoins: number | null) => true),
    onStartChat: vi.fn((_detail: { actorId: number; actorName: string; chatType: string }) => true),
  };
  const draw = () =>
    render(
      <Messenger
        controller={controller}
        t={messengerTranslator('en')}
        language="en"
        guest={guest()}
        loginRequired={false}
        loginHref="/en/login/"
        topUpHref="/en/myvisitx/"
        resolveUrl={(path) => `http://api.test${path}`}
        profileHref={(item) => `/en/amateur/${item.name}/`}
        chatHref={(name) => `/en/amateur/${name}/`}
        {...callbacks}
        {...patch}
        state={holder.state}
      />,
      container,
    );
  draw();
  return {
    controller,
    callbacks,
    update(next: MessengerState) {
      holder.state = next;
      draw();
    },
    get state() {
      return holder.state;
    },
  };
}
