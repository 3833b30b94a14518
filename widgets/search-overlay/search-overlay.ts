import { h } from 'preact';
import type { RestClient } from '../../sdk/api/rest';
import { createSearchOverlayApi, createSearchOverlayController, isSearchHotkey, readSearchParam, withSearchParam, type SearchOption, type SearchOverlayApi, type SearchOverlayController } from '../../sdk/search-overlay';
import { deepActiveElement } from '../modal-host/focus';
import { guestRestClient } from '../shared/guest-client';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import { SearchOverlayView } from './search-overlay.component';
import css from './search-overlay.css?inline';
import { searchTranslator } from './i18n';

export const SEARCH_OVERLAY_TAG = 'velvet-search-overlay';

/** detail of the cancelable `velvet-navigate`: preventDefault() routes to href in the host app. */
export interface SearchNavigateDetail {
  href: string;
}
/**
 * detail of `velvet-search-toggle`: the overlay opened or closed (a host's button shows aria-expanded).
 * cause: 'guest' opened it with "/" or closed it (Escape, ×, the backdrop); 'choice' closed it for the
 * result the guest chose (velvet-navigate follows); 'page' is show(), hide() or the address.
 */
export interface SearchToggleDetail {
  open: boolean;
  cause: SearchToggleCause;
}
export type SearchToggleCause = 'guest' | 'choice' | 'page';
/** detail of `velvet-search-input`: the guest changed the pattern (typed, chose a proposal); a host keeping the address writes it. */
export interface SearchInputDetail {
  pattern: string;
}

/** Marks the history entry the overlay added on opening, so closing goes Back to the page without it. */
const HISTORY_MARK = 'velvetSearch';

/**
 * `<velvet-search-overlay>` (issue 15 §5): the global search as a dialog; results as the guest
 * types, arrows, Enter and Escape, last searches with functional consent, full screen on phones.
 * The state lives in the address (`?search=<pattern>`): opening adds a history entry, typing
 * updates it, Back and Forward open and close it (url-state="off": the host keeps the address,
 * following velvet-search-toggle and velvet-search-input, and calls show() and hide()). The "/"
 * key opens it anywhere on the page but in a text field (hotkey="off": the host's own key).
 * last-searches="on" shows the guest's last searches: only a page that has the guest's functional
 * consent sets it (spec 000 §5 "The search history item is in the functional category"); the
 * element does not read a partner's consent itself.
 */
export class VelvetSearchOverlayElement extends WidgetElement {
  static readonly observedAttributes: readonly string[] = [...WIDGET_ATTRIBUTES, 'url-state', 'hotkey', 'last-searches'];
  readonly #controller: SearchOverlayController;
  #stops: Array<() => void> = [];
  #scrollLock: { overflow: string; paddingRight: string } | null = null;

  constructor() {
    super(css, WIDGET_PROPERTIES);
    this.#controller = createSearchOverlayController({
      search: (pattern, signal) => this.#api().search(pattern, signal),
      lastSearches: () => (this.getAttribute('last-searches') === 'on' ? this.#api().lastSearches() : Promise.resolve([])),
      clearLastSearches: () => this.#api().clearLastSearches(),
    });
  }

  /** The headless controller (a host may read its $state). */
  get controller(): SearchOverlayController {
    return this.#controller;
  }
  get isOpen(): boolean {
    return this.#controller.$state.get().open;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    const onPopState = () => this.#followAddress();
    const onKeyDown = (event: KeyboardEvent) => this.#onPageKey(event);
    window.addEventListener('popstate', onPopState);
    document.addEventListener('keydown', onKeyDown);
    this.#stops.push(
      () => window.removeEventListener('popstate', onPopState),
      () => document.removeEventListener('keydown', onKeyDown),
      this.#controller.$state.listen(() => this.requestRender()),
    );
    // A page opened with ?search= (a reload, a shared link, Back after a full page load) shows the search.
    this.#followAddress();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    for (const stop of this.#stops.splice(0)) stop();
    this.#controller.close();
    this.#lockScroll(false);
  }

  /** Opens the search (the header button, "/"), adding a history entry; an open one takes the pattern (Back, Forward). */
  show(pattern = ''): void {
    this.#show(pattern, 'page');
  }

  /** Closes the search; the entry it added is left by going Back, so Forward opens it again. */
  hide(): void {
    this.#hide('page');
  }

  #show(pattern: string, cause: SearchToggleCause): void {
    if (this.isOpen) return void this.#setPattern(pattern, false);
    if (this.#ownsAddress()) history.pushState({ ...(history.state as object | null), [HISTORY_MARK]: true }, '', withSearchParam(location, pattern));
    this.#open(pattern, cause);
  }

  #hide(cause: SearchToggleCause): void {
    if (!this.isOpen) return;
    // Closed first: the popstate of history.back() then finds nothing to close.
    this.#close(cause);
    if (this.#ownsAddress()) {
      if ((history.state as Record<string, unknown> | null)?.[HISTORY_MARK]) history.back();
      else history.replaceState(history.state, '', withSearchParam(location, null));
    }
  }

  /** "/" opens the search, except in a text field (there it is a character) or when the host has its own key. */
  #onPageKey(event: KeyboardEvent): void {
    if (event.defaultPrevented || this.isOpen || this.getAttribute('hotkey') === 'off') return;
    if (!isSearchHotkey(event, deepActiveElement())) return;
    event.preventDefault();
    this.#show('', 'guest');
  }

  #ownsAddress(): boolean {
    return this.getAttribute('url-state') !== 'off';
  }

  /** Back, Forward or a first load: the address says whether the search is open and with what. */
  #followAddress(): void {
    if (!this.#ownsAddress()) return;
    const pattern = readSearchParam(location.search);
    if (pattern === null) this.#close('page');
    else if (this.isOpen) this.#setPattern(pattern, false);
    else this.#open(pattern, 'page');
  }

  #open(pattern: string, cause: SearchToggleCause): void {
    this.#controller.open(pattern);
    this.#lockScroll(true);
    this.#emit<SearchToggleDetail>('velvet-search-toggle', { open: true, cause }, false);
  }

  #close(cause: SearchToggleCause): void {
    if (!this.isOpen) return;
    this.#controller.close();
    this.#lockScroll(false);
    this.#emit<SearchToggleDetail>('velvet-search-toggle', { open: false, cause }, false);
  }

  /** A new pattern: typed by the guest (the address follows, a host hears of it) or given by the host or the address. */
  #setPattern(pattern: string, byGuest = true): void {
    this.#controller.setPattern(pattern);
    if (!byGuest || !this.isOpen) return;
    if (this.#ownsAddress()) history.replaceState(history.state, '', withSearchParam(location, pattern));
    this.#emit<SearchInputDetail>('velvet-search-input', { pattern }, false);
  }

  /**
   * The page behind the dialog does not scroll; its own overflow comes back on closing. The
   * scrollbar's width becomes padding meanwhile, so the page (the host's header) does not shift.
   */
  #lockScroll(lock: boolean): void {
    const style = document.documentElement.style;
    if (lock && this.#scrollLock === null) {
      const scrollbar = window.innerWidth - document.documentElement.clientWidth;
      this.#scrollLock = { overflow: style.overflow, paddingRight: style.paddingRight };
      style.overflow = 'hidden';
      if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
    } else if (!lock && this.#scrollLock !== null) {
      style.overflow = this.#scrollLock.overflow;
      style.paddingRight = this.#scrollLock.paddingRight;
      this.#scrollLock = null;
    }
  }

  #client(): RestClient {
    return guestRestClient(this);
  }

  #api(): SearchOverlayApi {
    return createSearchOverlayApi(this.#client(), this.language);
  }

  #hrefOf(path: string): string {
    return /^[a-z][a-z0-9+.-]*:/i.test(path) ? path : `${this.linkBase.replace(/\/+$/, '')}${path}`;
  }

  #choose(option?: SearchOption | null): void {
    const choice = this.#controller.choose(option);
    if (choice?.type === 'pattern') this.#setPattern(choice.pattern);
    if (choice?.type !== 'navigate') return;
    const href = this.#hrefOf(choice.href);
    // The entry keeps ?search=: Back from the page chosen shows this search again.
    this.#close('choice');
    if (this.#emit<SearchNavigateDetail>('velvet-navigate', { href }, true)) location.assign(href);
  }

  protected renderContent() {
    const state = this.#controller.$state.get();
    if (!state.open) return null;
    const client = this.#client();
    return h(SearchOverlayView, {
      state,
      options: this.#controller.options(),
      t: searchTranslator(this.language),
      imageUrl: (path) => client.resolveUrl(path),
      hrefOf: (path) => this.#hrefOf(path),
      onInput: (pattern) => this.#setPattern(pattern),
      onKey: (intent) => (intent === 'choose' ? this.#choose() : this.#controller.move(intent === 'next' ? 1 : -1)),
      onChoose: (option) => this.#choose(option),
      onEscape: () => this.#hide('guest'),
      onClose: () => this.#hide('guest'),
      onRetry: () => this.#controller.retry(),
      onClearLastSearches: () => {
        // The list empties once the server deleted them; the input keeps the focus a removed button would lose.
        void this.#controller.clearLastSearches().then(() => this.shadowRoot?.querySelector<HTMLInputElement>('input')?.focus());
      },
    });
  }

  /** Dispatches a velvet- event from the host element; false when a listener cancelled it. */
  #emit<T>(type: string, detail: T, cancelable: boolean): boolean {
    return this.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: true, cancelable }));
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(SEARCH_OVERLAY_TAG)) {
  customElements.define(SEARCH_OVERLAY_TAG, VelvetSearchOverlayElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'velvet-search-overlay': VelvetSearchOverlayElement;
  }
  interface GlobalEventHandlersEventMap {
    'velvet-search-toggle': CustomEvent<SearchToggleDetail>;
    'velvet-search-input': CustomEvent<SearchInputDetail>;
  }
}
