import { h } from 'preact';
import { createRestClient, type RestClient } from '../../sdk/api/rest';
import { createChatButtonController, loadChatButtonConfig, type ChatButtonController, type ChatButtonIntent, type ChatOfferKind } from '../../sdk/chat-button';
import { hasLiveChatChannel, onLiveChatEvent } from '../../sdk/chat-room/channel';
import { createChatRoomApi } from '../../sdk/chat-room/api';
import { buildPath } from '../../sdk/routes';
import { $guest } from '../../sdk/session/store';
import { topUpOverlayRequest } from '../../sdk/top-up/wanted';
import type { OverlayRequestDetail } from '../modal-host/modal-content';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import { ChatButtonView } from './chat-button.component';
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
  #note: string | null = null;
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

  #client(): RestClient {
    return createRestClient({ apiBase: this.apiBase, language: this.language, accessToken: () => $guest.value?.accessToken ?? null, credentials: 'include' });
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
        if (!this.#emit<ChatButtonLoginRequiredDetail>('velvet-login-required', { href, actorId: this.actorId!, offer: intent.offer }, true)) return;
        // No host login: the payment overlay's login flow, else the site's log-in page.
        if (!this.#emit<OverlayRequestDetail>('velvet-overlay-request', { flow: 'login' }, true)) return;
        location.assign(href);
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
        if (!this.#emit<ChatActionDetail>('velvet-chat-action', { actorId: this.actorId!, action: intent.type, href }, true)) return;
        if (intent.type === 'buyTicket') void this.#buyTicket(href);
        else this.#navigate(href);
      }
    }
  }

  /** Buys a ticket for the performer's next show (J's sdk/live/tickets.ts, query service chatTicketBuy); without a show, her live show page. */
  async #buyTicket(showPageHref: string): Promise<void> {
    const actorId = this.actorId!;
    const t = chatButtonTranslator(this.language);
    const { buyChatTicket, nextTicketShow } = await import('../../sdk/live/tickets');
    const { createQueryService } = await import('../../sdk/video-page/query-service');
    const query = createQueryService({ apiBase: this.apiBase, language: this.language, accessToken: () => $guest.value?.accessToken ?? null });
    try {
      const show = await nextTicketShow(query, actorId);
      if (!show) return this.#navigate(showPageHref);
      const result = await buyChatTicket(query, { id: show.id, modelId: actorId, start: show.startsAt });
      this.#setNote(result.success ? t('chatButton.ticketBooked') : t('chatButton.ticketFailed'));
      if (result.success) void this.#controller?.reload();
    } catch {
      this.#setNote(t('chatButton.ticketFailed'));
    }
  }

  #setNote(note: string | null): void {
    this.#note = note;
    this.requestRender();
  }

  #navigate(href: string): void {
    if (this.#emit<ChatButtonNavigateDetail>('velvet-navigate', { href }, true)) location.assign(href);
  }

  #openRoom(chatType: string, actorName: string): void {
    if (this.#room || this.actorId === null) return;
    const actorId = this.actorId;
    this.#room = { close: () => undefined };
    import('../chat-room/chat-room')
      .then(({ openChatRoom }) => {
        if (!this.isConnected || !this.shadowRoot) return void (this.#room = null);
        this.#room = openChatRoom({
          root: this.shadowRoot,
          actorId,
          actorName,
          chatType,
          apiBase: this.apiBase,
          language: this.language,
          accessToken: () => $guest.value?.accessToken ?? null,
          // The same request the messenger and the purchase panel make (sdk/top-up/wanted): the overlay preselects what covers the chat.
          onTopUp: (missingCoins, balance) => {
            const balanceCoins = balance ?? $guest.value?.balance ?? 0;
            const request = topUpOverlayRequest(missingCoins ? { priceCoins: balanceCoins + missingCoins, balanceCoins } : null);
            this.#emit<OverlayRequestDetail>('velvet-overlay-request', request, true);
          },
          onMessage: () => this.#act({ type: 'messenger' }),
          onClosed: () => {
            this.#room = null;
            this.#emit<ChatRoomDetail>('velvet-chat-room', { actorId, open: false }, false);
            // Prices, vouchers and the live state may have changed during the chat.
            void this.#controller?.reload();
          },
        });
        this.#emit<ChatRoomDetail>('velvet-chat-room', { actorId, open: true }, false);
      })
      .catch((error: unknown) => {
        this.#room = null;
        console.warn('velvet-chat-button: the chat room could not be loaded', error);
      });
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
      onChoose: (offer: ChatOfferKind) => this.#choose(offer),
      onRetry: () => void controller.reload(),
    });
  }

  /** Dispatches a velvet- event from the host element; false when a listener cancelled it. */
  #emit<T>(type: string, detail: T, cancelable: boolean): boolean {
    return this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
  }
}

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
