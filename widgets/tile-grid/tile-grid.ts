import { h } from 'preact';
import { createRestClient, type RestClient } from '../../sdk/api/rest';
import { getTileGridPage } from '../../sdk/api/catalog';
import { TILE_GRID_TYPES, type Tile, type TileGridPayload, type TileGridType } from '../../sdk/api/types';
import type { Language } from '../../sdk/config';
import {
  createTileGridController,
  DEFAULT_TILE_GRID_PAGE_SIZE,
  tileGridCache,
  tileGridCacheKey,
  tileGridQueryKey,
  type TileGridController,
  type TileGridFirstPage,
  type TileGridQuery,
} from '../../sdk/tile-grid';
import { isTileGridSettingType, readTileGridSettings, type TileGridSettings, type TileGridSettingType } from '../../sdk/tile-grid-settings/rules';
import { loadTileGridSettings } from '../../sdk/tile-grid-settings/api';
import { $guest } from '../../sdk/session/store';
import { widgetTranslator } from '../i18n';
import { getGlobalConfig } from '../shared/global-config';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import { TileGrid } from './tile-grid.component';
import { tileHref } from './tile-href';
import css from './tile-grid.css?inline';

import { TILE_GRID_TAG } from './tag';

export { TILE_GRID_TAG };
export const DEFAULT_PAGE_SIZE = DEFAULT_TILE_GRID_PAGE_SIZE;

/** detail of the cancelable `velvet-select` event; preventDefault() keeps the widget from navigating. */
export interface TileSelectDetail {
  tile: Tile;
  href: string;
}

export type TileGridFilter = NonNullable<TileGridPayload['filter']>;

/** Warns about an attribute value the grid cannot use (what it expected, what it got, what it does instead) and returns the fallback. */
function unusable<T>(attribute: string, expected: string, got: string, instead: string, fallback: T): T {
  console.warn(`<${TILE_GRID_TAG}> ${attribute}: expected ${expected}, got ${got}; ${instead}`);
  return fallback;
}

const ATTRIBUTES = [...WIDGET_ATTRIBUTES, 'type', 'filter', 'order', 'page-size', 'max-tiles', 'label', 'settings-type'];
const PROPERTIES = [...WIDGET_PROPERTIES, 'type', 'filter', 'order', 'pageSize', 'maxTiles', 'label', 'firstPage', 'settingsType'];

/** The remembered settings of a grid type: still loading (null), or loaded ({} when none or when they could not be read). */
type Remembered = { type: TileGridSettingType; settings: TileGridSettings | null };

/**
 * `<velvet-tile-grid>`: a performer or video grid that pages from tileGrid/get.
 *
 * Grids share the page's tileGridCache: a grid created again with the same query (the guest
 * comes Back to a list) shows every page it had at once, at its old height, without a request.
 */
export class VelvetTileGridElement extends WidgetElement {
  static readonly observedAttributes: readonly string[] = ATTRIBUTES;
  #filterProperty: TileGridFilter | undefined;
  #firstPage: TileGridFirstPage | null = null;
  #controller: TileGridController | null = null;
  #controllerKey = '';
  /** The controller's state when it was made from firstPage: the state the server rendered. */
  #seedState: unknown = null;
  #remembered: Remembered | null = null;

  constructor() {
    super(css, PROPERTIES);
  }

  get type(): TileGridType {
    const value = this.getAttribute('type') ?? 'performers';
    if ((TILE_GRID_TYPES as readonly string[]).includes(value)) return value as TileGridType;
    return unusable('type', `one of ${TILE_GRID_TYPES.join(', ')}`, `"${value}"`, 'showing performers', 'performers');
  }
  set type(value: TileGridType) {
    this.setAttribute('type', value);
  }

  /** The filter object; a property value wins over the JSON `filter` attribute. */
  get filter(): TileGridFilter | undefined {
    if (this.#filterProperty) return this.#filterProperty;
    const json = this.getAttribute('filter');
    if (!json) return undefined;
    try {
      const parsed: unknown = JSON.parse(json);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as TileGridFilter;
    } catch {
      // reported below
    }
    return unusable('filter', 'a JSON object', json, 'showing the grid unfiltered', undefined);
  }
  /** An object, or its JSON (what a framework that renders attributes passes when it sets the property). */
  set filter(value: TileGridFilter | string | undefined | null) {
    if (typeof value === 'string') {
      this.#filterProperty = undefined;
      this.setAttribute('filter', value);
    } else {
      this.#filterProperty = value ?? undefined;
    }
    this.requestRender();
  }

  get order(): string | undefined {
    return this.getAttribute('order') || undefined;
  }
  set order(value: string | undefined | null) {
    this.setOptionalAttribute('order', value);
  }

  /** Tiles per request, 1 to 100 (default 30, spec 001 §9 "other searches 30"). */
  get pageSize(): number {
    const raw = this.getAttribute('page-size');
    const value = raw === null ? DEFAULT_PAGE_SIZE : Number(raw);
    if (Number.isInteger(value) && value >= 1 && value <= 100) return value;
    return unusable('page-size', 'an integer from 1 to 100', `"${raw}"`, `using ${DEFAULT_PAGE_SIZE}`, DEFAULT_PAGE_SIZE);
  }
  set pageSize(value: number | undefined | null) {
    this.setOptionalAttribute('page-size', value == null ? value : String(value));
  }

  /** Stops infinite scroll after this many tiles (unset: page to the end). */
  get maxTiles(): number | undefined {
    const raw = this.getAttribute('max-tiles');
    if (raw === null) return undefined;
    const value = Number(raw);
    if (Number.isInteger(value) && value >= 1) return value;
    return unusable('max-tiles', 'a positive integer', `"${raw}"`, 'paging to the end', undefined);
  }
  set maxTiles(value: number | undefined | null) {
    this.setOptionalAttribute('max-tiles', value == null ? value : String(value));
  }

  /**
   * The grid's first page, loaded elsewhere (a route loader; the server rendered it): used
   * instead of a request when its key is this grid's tileGridQueryKey, ignored otherwise.
   */
  get firstPage(): TileGridFirstPage | null {
    return this.#firstPage;
  }
  set firstPage(value: TileGridFirstPage | null | undefined) {
    this.#firstPage = value ?? null;
    this.requestRender();
  }

  get label(): string | undefined {
    return this.getAttribute('label') || undefined;
  }
  set label(value: string | undefined | null) {
    this.setOptionalAttribute('label', value);
  }

  /**
   * The grid type whose remembered settings (issue 15 §7; spec 001 §3 "Tile grid settings: kept per grid
   * type on the guest") fill what the element's own attributes leave open: the order when `order` is
   * unset, the video types when the filter names none. Unset: the grid remembers nothing.
   */
  get settingsType(): TileGridSettingType | undefined {
    const value = this.getAttribute('settings-type');
    if (!value) return undefined;
    if (isTileGridSettingType(value)) return value;
    return unusable('settings-type', 'a grid type such as videos, newVideos or performers', `"${value}"`, 'remembering nothing', undefined);
  }
  set settingsType(value: TileGridSettingType | undefined | null) {
    this.setOptionalAttribute('settings-type', value);
  }

  /** The guest's settings of the grid type (loading them once per type); null while they load. */
  #rememberedSettings(apiBase: string, language: Language): TileGridSettings | null {
    const type = this.settingsType;
    if (!type || (this.order && (this.filter as { types?: unknown } | undefined)?.types)) return {};
    if (this.#remembered?.type === type) return this.#remembered.settings;
    const remembered: Remembered = { type, settings: null };
    this.#remembered = remembered;
    // The guest's own settings: their session cookie (or token) goes along, on a partner's origin too.
    const client = createRestClient({ apiBase, language, accessToken: () => $guest.value?.accessToken ?? null, credentials: 'include' });
    loadTileGridSettings(client, type)
      .then((settings) => readTileGridSettings(type, settings), () => ({}))
      .then((settings) => {
        remembered.settings = settings;
        if (this.#remembered === remembered) this.requestRender();
      });
    return null;
  }

  /** The query the grid shows: its attributes, with what they leave open filled from the remembered settings. */
  #effectiveQuery(remembered: TileGridSettings): TileGridQuery {
    const { type, filter, order, pageSize, maxTiles } = this;
    const types = type === 'videos' && !(filter as { types?: unknown } | undefined)?.types && remembered.types?.length ? remembered.types : undefined;
    return {
      type,
      filter: types ? ({ ...filter, types } as TileGridFilter) : filter,
      order: order ?? (type === 'videos' ? remembered.order : undefined),
      pageSize,
      maxTiles,
    };
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A re-attached element takes its grid from the cache again (or starts over when it went stale).
    this.#controller = null;
    this.#controllerKey = '';
  }

  protected renderContent() {
    const { type, language, apiBase } = this;
    const remembered = this.#rememberedSettings(apiBase, language);
    // Until the remembered settings arrive the grid waits, rather than loading its defaults and then another order.
    if (remembered === null) return null;
    const client = createRestClient({ apiBase, language });
    const controller = this.#controllerFor(client, this.#effectiveQuery(remembered), language, apiBase);
    // Hydrate only what the server rendered: this grid's first page, nothing loaded since.
    this.hydrates = this.serverRendered && controller.$state.get() === this.#seedState;
    const { w, ws, wt, gk_cid, adtv, sub, option } = getGlobalConfig();
    const hrefOptions = { linkBase: this.linkBase, language, tracking: { w, ws, wt, gk_cid, adtv, sub, option } };
    return h(TileGrid, {
      // Another query is another grid: nothing of the last one's state (measured rows, stale tiles) carries over.
      key: this.#controllerKey,
      type,
      controller,
      language,
      t: widgetTranslator(language),
      label: this.label,
      firstPageSize: Math.min(this.pageSize, this.maxTiles ?? this.pageSize),
      hydrating: this.hydrates,
      initialWidth: () => this.clientWidth,
      hrefFor: (tile: Tile) => tileHref(tile, hrefOptions),
      resolveUrl: (path: string) => client.resolveUrl(path),
      onSelect: (tile: Tile, href: string) =>
        this.dispatchEvent(
          new CustomEvent<TileSelectDetail>('velvet-select', { detail: { tile, href }, bubbles: true, composed: true, cancelable: true }),
        ),
    });
  }

  /** Keeps the loaded pages while nothing that changes the result changed; takes them from the page's cache when it has them. */
  #controllerFor(client: RestClient, query: TileGridQuery, language: Language, apiBase: string): TileGridController {
    const queryKey = tileGridQueryKey(query, language);
    const key = tileGridCacheKey(apiBase, queryKey);
    if (this.#controller && key === this.#controllerKey) return this.#controller;
    this.#seedState = null;
    const cached = tileGridCache.get(key);
    // A cached grid that never got a tile (it failed, or was empty) is not worth showing again.
    if (cached && cached.$state.get().tiles.length > 0) {
      this.#controller = cached;
    } else {
      const { type, filter, order, pageSize, maxTiles } = query;
      const firstPage = this.#firstPage?.key === queryKey ? this.#firstPage.answer : undefined;
      const payloadBase = { filter, order } as Pick<TileGridPayload, 'filter' | 'order'>;
      this.#controller = createTileGridController({
        pageSize,
        maxTiles,
        loadPage: (offset, limit) => getTileGridPage(client, type, { ...payloadBase, offset, limit }),
        firstPage,
      });
      if (firstPage) this.#seedState = this.#controller.$state.get();
      tileGridCache.set(key, this.#controller);
    }
    this.#controllerKey = key;
    return this.#controller;
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(TILE_GRID_TAG)) {
  customElements.define(TILE_GRID_TAG, VelvetTileGridElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'velvet-tile-grid': VelvetTileGridElement;
  }
  interface GlobalEventHandlersEventMap {
    'velvet-select': CustomEvent<TileSelectDetail>;
  }
}
