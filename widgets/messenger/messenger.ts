import { h } from 'preact';
import { createRestClient } from '../../sdk/api/rest';
import { $messenger, configureMessenger, getMessengerController, type MessengerState } from '../../sdk/messenger';
import { buildPath } from '../../sdk/routes';
import { $guest, $sessionStatus } from '../../sdk/session/store';
import { ensureGuestSession } from '../shared/guest-client';
import { requestLogin } from '../shared/login-request';
import { topUpOverlayRequest } from '../../sdk/top-up/wanted';
import type { OverlayRequestDetail } from '../modal-host/modal-content';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import { messengerTranslator } from './i18n';
import { ConnectedMessenger } from './connected-messenger.component';
import type { ChannelSelectDetail, StartChatDetail } from './messenger.component';
import css from './messenger.css?inline';

export const MESSENGER_TAG = 'velvet-messenger';
export type { ChannelSelectDetail, StartChatDetail } from './messenger.component';

/** detail of the cancelable `velvet-navigate`; preventDefault() keeps the widget from following the link. */
export interface MessengerNavigateDetail {
  href: string;
}
/** detail of `velvet-channel-close`: the guest left this conversation for the list (the phone's back button or Escape). */
export interface ChannelCloseDetail {
  channelId: string;
}
/** detail of the cancelable `velvet-login-required`; preventDefault() means the host shows its own login. */
export interface MessengerLoginRequiredDetail {
  href: string;
}

const ATTRIBUTES = [...WIDGET_ATTRIBUTES, 'channel-id', 'actor-id'];
const PROPERTIES = [...WIDGET_PROPERTIES, 'channelId', 'actorId'];

/** `<velvet-messenger>`: the guest's channels, the open conversation and recommended performers (issue 5 §3). */
export class VelvetMessengerElement extends WidgetElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;
  /** The channel or actor last opened (from the attributes or by the guest), so a host mirroring it does not reopen it. */
  #openedTarget = '';
  /** What channel-id / actor-id named at the last render: only a change of the attributes opens or closes. */
  #attributeTarget = '';
  #loginAnnounced = false;
  /** Whether the store's error was a 401 at the last render (the store's errorCode 'loginRequired'). */
  #seenRefusal = false;
  /** The guest a 401 was retried for: a session that still gets 401 (ended elsewhere) shows the prompt, not a retry loop. */
  #retriedFor: string | null = null;
  #unsubscribes: Array<() => void> = [];

  constructor() {
    super(css, PROPERTIES);
  }

  /** Opens this channel (a channel id of the guest). */
  get channelId(): string | undefined {
    return this.getAttribute('channel-id') || undefined;
  }
  set channelId(value: string | undefined | null) {
    this.setOptionalAttribute('channel-id', value);
  }

  /** Opens (and creates if needed) the guest's channel with this performer; channel-id wins when both are set. */
  get actorId(): number | undefined {
    const raw = this.getAttribute('actor-id');
    if (raw === null || raw === '') return undefined;
    const value = Number(raw);
    if (Number.isInteger(value) && value > 0) return value;
    console.warn(`<${MESSENGER_TAG}> actor-id: expected a positive integer, got "${raw}"; opening no performer`);
    return undefined;
  }
  set actorId(value: number | undefined | null) {
    this.setOptionalAttribute('actor-id', value == null ? value : String(value));
  }

  override connectedCallback(): void {
    super.connectedCallback();
    // A partner page has no host that loads the session: the messenger loads it (its access token opens the query service).
    if ($guest.get() === null) ensureGuestSession(this);
    this.#unsubscribes.push(
      // A login (or logout) elsewhere on the page changes what this element shows and may start the messenger.
      $guest.listen(() => this.requestRender()),
      // The messenger waits while the session loads; a session that could not load leaves it to the 401 below.
      $sessionStatus.listen(() => this.requestRender()),
      // A 401 while no session says who the guest is (it could not load, or ended): the login prompt instead of Retry.
      $messenger.listen((state) => {
        if (refusedLogin(state.errorCode) !== this.#seenRefusal) this.requestRender();
      }),
    );
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.#unsubscribes.splice(0)) stop();
    this.#openedTarget = '';
    this.#attributeTarget = '';
    this.#loginAnnounced = false;
    this.#retriedFor = null;
  }

  protected renderContent() {
    const { language, apiBase } = this;
    configureMessenger({ apiBase, language });
    const guest = $guest.get();
    // null: no session loaded (yet) on this page. While it loads nothing starts; without one the calls answer 401,
    // which the store keeps as errorCode 'loginRequired' (spec 000 §7: the messenger's calls need the guest's token).
    this.#seenRefusal = refusedLogin($messenger.get().errorCode);
    const retried = guest !== null && this.#retriedFor === guest.id;
    const loginRequired = guest === null ? this.#seenRefusal : !guest.isLoggedIn || (this.#seenRefusal && retried);
    if (loginRequired) this.#announceLoginRequired();
    else if (guest !== null || $sessionStatus.get() !== 'loading') this.#startAndOpen();
    const client = createRestClient({ apiBase, language });
    const linkBase = this.linkBase.replace(/\/+$/, '');
    return h(ConnectedMessenger, {
      $messenger,
      $guest,
      controller: getMessengerController(),
      t: messengerTranslator(language),
      language,
      loginRequired,
      loginHref: this.#loginHref(),
      onLoginRequest: () => requestLogin<MessengerLoginRequiredDetail>(this, { href: this.#loginHref() }),
      resolveUrl: (path: string) => client.resolveUrl(path),
      profileHref: (item: { name: string }) => `${linkBase}${buildPath('actorProfile', { actorName: item.name }, language)}`,
      onNavigate: (href: string) => this.#emit<MessengerNavigateDetail>('velvet-navigate', { href }, true),
      onChannelSelect: (detail: ChannelSelectDetail) => this.#announceChannel(detail),
      onChannelClose: (channelId: string) => this.#emit<ChannelCloseDetail>('velvet-channel-close', { channelId }, false),
      topUpHref: `${linkBase}${buildPath('myArea', {}, language)}`,
      // issue 14 item 10: a host with the chat room opens it (cancels the event); otherwise the profile's chat button takes over.
      chatHref: (actorName: string) => `${linkBase}${buildPath('actorProfile', { actorName }, language)}`,
      onStartChat: (detail: StartChatDetail) => this.#emit<StartChatDetail>('velvet-start-chat', detail, true),
      // The same request the purchase panel and the modal host make (sdk/top-up/wanted): a host with the payment
      // overlay opens its top-up, which preselects the package covering what the message costs beyond the balance.
      onTopUp: (missingCoins: number | null) => {
        const balanceCoins = $guest.value?.balance ?? 0;
        const request = topUpOverlayRequest(missingCoins ? { priceCoins: balanceCoins + missingCoins, balanceCoins } : null);
        return !this.#emit<OverlayRequestDetail>('velvet-overlay-request', request, true);
      },
    });
  }

  /**
   * init() loads once per page; a changed channel-id / actor-id opens its
   * target once, and both removed (the host's Back to its list address)
   * closes the open conversation. A host that never sets them keeps the
   * guest's own choice.
   */
  #startAndOpen(): void {
    this.#loginAnnounced = false;
    const controller = getMessengerController();
    // Logged in after a 401 (the session arrived): load again what the 401 refused, without a page reload.
    const guest = $guest.get();
    if (guest && refusedLogin($messenger.get().errorCode)) {
      this.#retriedFor = guest.id;
      void controller.retry();
    }
    const { channelId, actorId } = this;
    const target = channelId ? `channel:${channelId}` : actorId ? `actor:${actorId}` : '';
    const changed = target !== this.#attributeTarget;
    this.#attributeTarget = target;
    if (!changed) return void controller.init();
    const open = target !== '' && target !== this.#openedTarget;
    this.#openedTarget = target;
    if (target === '') controller.unselect();
    void controller.init().then(() => {
      if (!open) return;
      // Failures land in the store (the conversation shows its error and a retry).
      if (channelId) void controller.select(channelId).catch(() => undefined);
      // The opened channel is announced like a chosen one, so a host can put its id into the address.
      else if (actorId) void controller.openActor(actorId).then((openedId) => this.#announceChannel({ channelId: openedId, actorId }), () => undefined);
    });
  }

  /** Dispatches velvet-channel-select; a host that mirrors it into channel-id (the messenger page's address) must not reopen it. */
  #announceChannel(detail: ChannelSelectDetail): void {
    this.#openedTarget = `channel:${detail.channelId}`;
    this.#emit<ChannelSelectDetail>('velvet-channel-select', detail, false);
  }

  #announceLoginRequired(): void {
    if (this.#loginAnnounced) return;
    this.#loginAnnounced = true;
    // After the render, so a host listener that inspects the element sees the login prompt.
    queueMicrotask(() => this.#emitLoginRequired());
  }

  /** Dispatches velvet-login-required; false when the host cancelled it (it shows its own login). */
  #emitLoginRequired(): boolean {
    return this.#emit<MessengerLoginRequiredDetail>('velvet-login-required', { href: this.#loginHref() }, true);
  }

  #loginHref(): string {
    return `${this.linkBase.replace(/\/+$/, '')}${buildPath('logIn', {}, this.language)}`;
  }

  /** Dispatches a velvet- event from the host element; returns false when a listener cancelled it. */
  #emit<T>(type: string, detail: T, cancelable: boolean): boolean {
    return this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
  }
}

/** True for the failure a login answers (a 401), not a Retry. */
function refusedLogin(errorCode: MessengerState['errorCode']): boolean {
  return errorCode === 'loginRequired';
}

if (typeof customElements !== 'undefined' && !customElements.get(MESSENGER_TAG)) {
  customElements.define(MESSENGER_TAG, VelvetMessengerElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'velvet-messenger': VelvetMessengerElement;
  }
  interface GlobalEventHandlersEventMap {
    'velvet-channel-select': CustomEvent<ChannelSelectDetail>;
    'velvet-channel-close': CustomEvent<ChannelCloseDetail>;
    'velvet-login-required': CustomEvent<MessengerLoginRequiredDetail>;
    'velvet-navigate': CustomEvent<MessengerNavigateDetail>;
    'velvet-start-chat': CustomEvent<StartChatDetail>;
  }
}
