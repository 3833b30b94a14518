import { h } from 'preact';
import type { RestClient } from '../../sdk/api/rest';
import { afterTicketBought, createChatButtonController, loadChatButtonConfig, ticketRemoval, ticketStep, type ChatButtonController, type ChatButtonIntent, type ChatButtonState, type ChatOfferKind } from '../../sdk/chat-button';
import { voiceCallPaymentRequest } from '../../sdk/live/voice-call';
import { formatMoney } from '../../sdk/money';
import { hasLiveChatChannel, onLiveChatEvent } from '../../sdk/chat-room/channel';
import { createChatRoomApi } from '../../sdk/chat-room/api';
import { buildPath } from '../../sdk/routes';
import { $guest } from '../../sdk/session/store';
import { topUpOverlayRequest } from '../../sdk/top-up/wanted';
import type { OverlayRequestDetail } from '../modal-host/modal-content';
import type { OpenChatRoomOptions } from '../chat-room/chat-room';
import { guestRestClient } from '../shared/guest-client';
import { emitWidgetEvent, requestLogin } from '../shared/login-request';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import { ChatButtonView, type NoteAction } from './chat-button.component';
import css from './chat-button.css?inline';
import { chatButtonTranslator } from './i18n';

export const CHAT_BUTTON_TAG = 'velvet-chat-button';

/** detail of the cancelable `velvet-login-required`: preventDefault() means the host shows its own login and calls start(offer) after it. */
export interface ChatButtonLoginRequiredDetail {
  href: string;
  actorId: number;
  offer: ChatOfferKind;
}
/** detail of the cancelable `velvet-chat-action`: a ticket or a voice call; preventDefault() means the host handles it. */
export interface ChatActionDetail {
  actorId: number;
  action: 'buyTicket' | 'voiceCall';
  href: string;
}
/** detail of `velvet-chat-room`: the room opened or closed. */
export interface ChatRoomDetail {
  actorId: number;
  open: boolean;
}
/** detail of the cancelable `velvet-navigate` (the messenger, a live show page); preventDefault() routes in the host app. */
export interface ChatButtonNavigateDetail {
  href: string;
}

const ATTRIBUTES = [...WIDGET_ATTRIBUTES, 'actor-id', 'actor-name', 'realtime'];
const PROPERTIES = [...WIDGET_PROPERTIES, 'actorId'];

/**
 * `<velvet-chat-button actor-id="…">` (issue 14 §3): loads the performer's chat button config,
 * follows their live state and offers what applies; a chat opens the room (a lazy chunk) as a
 * full-screen dialog. realtime="page": the host connects its channel (connectLiveChatChannel);
 * otherwise the widget opens its own when the page has none.
 */
export class VelvetChatButtonElement extends WidgetElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;
  #controller: ChatButtonController | null = null;
  #controllerActor = 0;
  #stops: Array<() => void> = [];
  #room: { close(): void } | null = null;
  #voiceCall: { call(): void; close(): void } | null = null;
  #note: string | null = null;
  /** A button beside the note ("Remove ticket"). */
  #noteAction: NoteAction | null = null;
  #resumeChecked = false;
  /** A start(offer) asked for before the config arrived. */
  #queued: ChatOfferKind | null = null;

  constructor() {
    super(css, PROPERTIES);
  }

  get actorId(): number | null {
    const value = Number(this.getAttribute('actor-id'));
    return Number.isInteger(value) && value > 0 ? value : null;
  }
  set actorId(value: number | null | undefined) {
    this.setOptionalAttribute('actor-id', value == null ? null : String(value));
  }
  /** The headless controller (a host may read its $state). */
  get controller(): ChatButtonController | null {
    return this.#controller;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#stops.push(
      onLiveChatEvent((event) => this.#controller?.applyEvent(event)),
      // A login elsewhere on the page (the overlay) runs the waiting offer; a first session value may open the channel.
      $guest.listen(() => this.#onGuest()),
    );
    this.#onGuest();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.#stops.splice(0)) stop();
    this.#voiceCall?.close();
    this.#controller?.stop();
    this.#controller = null;
    this.#controllerActor = 0;
    this.#resumeChecked = false;
  }

  /** Chooses `offer` as if the guest clicked it (the host's pending action after its own login); waits for the config. */
  start(offer: ChatOfferKind): void {
    const controller = this.#controller;
    if (!controller || controller.$state.get().status !== 'ready') {
      this.#queued = offer;
      return;
    }
    this.#choose(offer);
  }

  /**
   * The offers shown (once a config arrived), as data-offers on the element ("videoChat voyeur", "message ticket"): a host page's CSS
   * can hide its own link for what the button offers (the site's profile hides its "Send a message").
   */
  #reflectOffers(state: ChatButtonState): void {
    if (!state.config) return void delete this.dataset.offers;
    const kinds = state.offers.map((offer) => offer.kind).join(' ');
    if (this.dataset.offers !== kinds) this.dataset.offers = kinds;
  }

  #client(): RestClient {
    return guestRestClient(this);
  }

  #ensureController(): ChatButtonController | null {
    const actorId = this.actorId;
    if (actorId === null) return null;
    if (this.#controller && this.#controllerActor === actorId) return this.#controller;
    this.#controller?.stop();
    const controller = createChatButtonController({
      actorId,
      load: (signal) => loadChatButtonConfig(this.#client(), actorId, { signal }),
      isLoggedIn: () => $guest.value?.isLoggedIn === true,
    });
    this.#controller = controller;
    this.#controllerActor = actorId;
    this.#stops.push(
      controller.$state.listen((state) => {
        this.requestRender();
        this.#reflectOffers(state);
        if (state.status === 'ready' && this.#queued) {
          const offer = this.#queued;
          this.#queued = null;
          queueMicrotask(() => this.#choose(offer));
        }
      }),
    );
    controller.start();
    return controller;
  }

  #onGuest(): void {
    const guest = $guest.value;
    if (this.getAttribute('realtime') !== 'page' && guest && !hasLiveChatChannel()) {
      const { apiBase, language } = this;
      import('./widget-channel').then(({ ensureWidgetChannel }) => ensureWidgetChannel(apiBase, language)).catch(() => undefined);
    }
    if (!guest?.isLoggedIn) return;
    const intent = this.#controller?.takePending();
    if (intent) this.#act(intent);
    else this.#resumeActiveChat();
  }

  /** spec: a reload resumes the active chat (GET chat/active): the room opens again by itself. */
  #resumeActiveChat(): void {
    const actorId = this.actorId;
    if (this.#resumeChecked || this.#room || actorId === null) return;
    this.#resumeChecked = true;
    createChatRoomApi(this.#client())
      .active()
      .then((chat) => {
        if (chat && chat.actorId === actorId && !this.#room && this.isConnected) this.#openRoom(chat.chatType, chat.actorName);
      })
      .catch(() => undefined);
  }

  #choose(offer: ChatOfferKind): void {
    const intent = this.#controller?.choose(offer);
    if (intent) this.#act(intent);
  }

  #act(intent: ChatButtonIntent): void {
    const actorName = this.#controller?.$state.get().config?.actorName || this.getAttribute('actor-name') || '';
    const linkBase = this.linkBase.replace(/\/+$/, '');
    switch (intent.type) {
      case 'login': {
        const href = `${linkBase}${buildPath('logIn', {}, this.language)}`;
        // The host's own login, else the payment overlay's login flow, else the site's log-in page.
        if (requestLogin<ChatButtonLoginRequiredDetail>(this, { href, actorId: this.actorId!, offer: intent.offer })) location.assign(href);
        return;
      }
      case 'openRoom':
        this.#openRoom(intent.chatType, actorName);
        return;
      case 'messenger':
        this.#navigate(`${linkBase}${buildPath('messenger', {}, this.language)}?actor=${this.actorId}`);
        return;
      case 'buyTicket':
      case 'voiceCall': {
        const href = `${linkBase}${buildPath('actorLiveShow', { actorName }, this.language)}`;
        // A partner may handle these itself (cancel the event); else the button does (issue 14 §7, §8).
        if (!this.#emit<ChatActionDetail>('velvet-chat-action', { actorId: this.actorId!, action: intent.type, href }, true)) return;
        if (intent.type === 'buyTicket') void this.#ticket(href);
        else this.#openVoiceCall(actorName);
        return;
      }
      case 'watchShow':
        void this.#ticket(`${linkBase}${buildPath('actorLiveShow', { actorName }, this.language)}`);
    }
  }

  /**
   * The ticket offer (J's sdk/live/tickets.ts over the query service): by the performer's next show, a holder
   * watches a running one (the room, POST live/show/watch) or is told when it starts; anybody else buys one
   * (chatTicketBuy). Without a show on the schedule: her live show page.
   */
  async #ticket(showPageHref: string): Promise<void> {
    const actorId = this.actorId!;
    const t = chatButtonTranslator(this.language);
    const { buyChatTicket, nextTicketShow } = await import('../../sdk/live/tickets');
    const query = await this.#query();
    const time = (iso: string) => new Intl.DateTimeFormat(this.language, { hour: '2-digit', minute: '2-digit' }).format(new Date(iso));
    // Before the show a holder sees its start time and may remove the ticket (the server refunds in full until the start).
    const held = (key: 'chatButton.ticketHeld' | 'chatButton.ticketBookedAt', show: { id: number; startsAt: string }) =>
      this.#setNote(t(key, { time: time(show.startsAt) }), { label: t('chatButton.removeTicket'), run: () => void this.#removeTicket(show.id) });
    try {
      const show = await nextTicketShow(query, actorId);
      let step = ticketStep(show, Date.now());
      if (step.kind === 'none') return show ? this.#setNote(t('chatButton.noShow')) : this.#navigate(showPageHref);
      if (step.kind === 'buy') {
        const bought = step.show;
        const result = await buyChatTicket(query, { id: bought.id, modelId: actorId, start: bought.startsAt });
        if (!result.success) {
          if (result.errorCode !== 'NOT_ENOUGH_COINS') return this.#setNote(t('chatButton.ticketFailed'));
          this.#setNote(t('chatButton.ticketNoCoins', { price: formatMoney(bought.price, 'VXC', this.language) }));
          const balanceCoins = $guest.value?.balance ?? 0;
          this.#emit<OverlayRequestDetail>('velvet-overlay-request', topUpOverlayRequest({ priceCoins: bought.price, balanceCoins }), true);
          return;
        }
        void this.#controller?.reload();
        step = afterTicketBought(bought, Date.now());
        if (step.kind === 'held') return held('chatButton.ticketBookedAt', step.show);
      }
      if (step.kind === 'held') return held('chatButton.ticketHeld', step.show);
      if (step.kind === 'watch') {
        this.#setNote(null);
        this.#openShow(step.show.id, this.#controller?.$state.get().config?.actorName || this.getAttribute('actor-name') || '');
      }
    } catch {
      this.#setNote(t('chatButton.ticketFailed'));
    }
  }

  /** "Remove ticket" (query service chatTicketRemove by show id); the answer in words, then the button as it is now. */
  async #removeTicket(showId: number): Promise<void> {
    const t = chatButtonTranslator(this.language);
    const { removeChatTicket } = await import('../../sdk/live/tickets');
    const removal = await removeChatTicket(await this.#query(), showId).then(ticketRemoval, () => 'failed' as const);
    this.#setNote(t(`chatButton.ticketRemoval.${removal}`));
    if (removal !== 'failed') void this.#controller?.reload();
  }

  async #query() {
    const { createQueryService } = await import('../../sdk/video-page/query-service');
    return createQueryService({ apiBase: this.apiBase, language: this.language, accessToken: () => $guest.value?.accessToken ?? null, credentials: 'include' });
  }

  /** The anonymous voice call under the button (a lazy chunk): J's VoiceCallPanel, the call's sound, hang up. */
  #openVoiceCall(actorName: string): void {
    const actorId = this.actorId;
    if (actorId === null) return;
    if (this.#voiceCall) return this.#voiceCall.call();
    this.#voiceCall = { call: () => undefined, close: () => undefined };
    this.#setNote(null);
    import('./voice-call-box')
      .then(({ openVoiceCallBox }) => {
        if (!this.isConnected || !this.shadowRoot) return void (this.#voiceCall = null);
        this.#voiceCall = openVoiceCallBox({
          root: this.shadowRoot,
          actorId,
          actorName,
          apiBase: this.apiBase,
          language: this.language,
          t: chatButtonTranslator(this.language),
          accessToken: () => $guest.value?.accessToken ?? null,
          // spec 002 §2 "voice-call payment": the top-up with paytype Voice and the first minute's price as the want.
          onTopUp: () => {
            const price = this.#controller?.$state.get().offers.find((offer) => offer.kind === 'voiceCall')?.price ?? 0;
            const request = voiceCallPaymentRequest(price, $guest.value?.balance ?? 0);
            this.#emit<OverlayRequestDetail>('velvet-overlay-request', request, true);
          },
          onClosed: () => {
            this.#voiceCall = null;
            void this.#controller?.reload();
          },
        });
      })
      .catch((error: unknown) => {
        this.#voiceCall = null;
        console.warn('velvet-chat-button: the voice call could not be loaded', error);
      });
  }

  /** A ticket holder's room for the running show (the chat room's chunk). */
  #openShow(showId: number, actorName: string): void {
    this.#launch('show room', (rooms, common) => rooms.openShowRoom({ ...common, actorName, showId }));
  }

  /**
   * Both rooms load the chat room's chunk once, hold a placeholder while it loads (so a second click does not open
   * two), and tell the host page when they open and close; after a room closes prices, vouchers and the live state
   * may have changed, so the button reloads its config.
   */
  #launch(what: string, open: (rooms: ChatRoomModule, common: RoomCommonOptions) => { close(): void }): void {
    if (this.#room || this.actorId === null) return;
    const actorId = this.actorId;
    this.#room = { close: () => undefined };
    import('../chat-room/chat-room')
      .then((rooms) => {
        if (!this.isConnected || !this.shadowRoot) return void (this.#room = null);
        this.#room = open(rooms, {
          root: this.shadowRoot,
          actorId,
          apiBase: this.apiBase,
          language: this.language,
          accessToken: () => $guest.value?.accessToken ?? null,
          onClosed: () => {
            this.#room = null;
            this.#emit<ChatRoomDetail>('velvet-chat-room', { actorId, open: false }, false);
            void this.#controller?.reload();
          },
        });
        this.#emit<ChatRoomDetail>('velvet-chat-room', { actorId, open: true }, false);
      })
      .catch((error: unknown) => {
        this.#room = null;
        console.warn(`velvet-chat-button: the ${what} could not be loaded`, error);
      });
  }

  #setNote(note: string | null, action: NoteAction | null = null): void {
    this.#note = note;
    this.#noteAction = action;
    this.requestRender();
  }

  #navigate(href: string): void {
    if (this.#emit<ChatButtonNavigateDetail>('velvet-navigate', { href }, true)) location.assign(href);
  }

  #openRoom(chatType: string, actorName: string): void {
    this.#launch('chat room', (rooms, common) =>
      rooms.openChatRoom({
        ...common,
        actorName,
        chatType,
        // The same request the messenger and the purchase panel make (sdk/top-up/wanted): the overlay preselects what covers the chat.
        onTopUp: (missingCoins, balance) => {
          const balanceCoins = balance ?? $guest.value?.balance ?? 0;
          const request = topUpOverlayRequest(missingCoins ? { priceCoins: balanceCoins + missingCoins, balanceCoins } : null);
          this.#emit<OverlayRequestDetail>('velvet-overlay-request', request, true);
        },
        onMessage: () => this.#act({ type: 'messenger' }),
      }),
    );
  }

  protected renderContent() {
    const controller = this.#ensureController();
    const language = this.language;
    const t = chatButtonTranslator(language);
    if (!controller) return null;
    return h(ChatButtonView, {
      state: controller.$state.get(),
      actorName: this.getAttribute('actor-name') || '',
      language,
      t,
      note: this.#note,
      noteAction: this.#noteAction,
      onChoose: (offer: ChatOfferKind) => this.#choose(offer),
      onRetry: () => void controller.reload(),
    });
  }

  /** Dispatches a velvet- event from the host element; false when a listener cancelled it. */
  #emit<T>(type: string, detail: T, cancelable: boolean): boolean {
    return emitWidgetEvent<T>(this, type, detail, cancelable);
  }
}

type ChatRoomModule = typeof import('../chat-room/chat-room');
/** The options both rooms take from the button. */
type RoomCommonOptions = Pick<OpenChatRoomOptions, 'root' | 'actorId' | 'apiBase' | 'language' | 'accessToken' | 'onClosed'>;

if (typeof customElements !== 'undefined' && !customElements.get(CHAT_BUTTON_TAG)) {
  customElements.define(CHAT_BUTTON_TAG, VelvetChatButtonElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'velvet-chat-button': VelvetChatButtonElement;
  }
  interface GlobalEventHandlersEventMap {
    'velvet-chat-action': CustomEvent<ChatActionDetail>;
    'velvet-chat-room': CustomEvent<ChatRoomDetail>;
  }
}
