/** Every Velvet widget; importing this registers all custom elements. The embed loader loads this bundle. */
import { defineOnDemand } from './messenger/define-on-demand';
import { TILE_GRID_TAG } from './tile-grid/tag';

export { setGlobalConfig, getGlobalConfig, type WidgetGlobalConfig } from './shared/global-config';
export { TILE_GRID_TAG };
// The tile grid loads like the messenger and the modal host: on the first <velvet-tile-grid>, so a
// page with a messenger only never downloads it (and a tile grid page never the messenger).
export type { VelvetTileGridElement, TileSelectDetail, TileGridFilter } from './tile-grid/tile-grid';

/** The tile grid element class, loading its module first if the page has not used the tag yet. */
export async function loadTileGridElement(): Promise<typeof import('./tile-grid/tile-grid').VelvetTileGridElement> {
  return (await import('./tile-grid/tile-grid')).VelvetTileGridElement;
}

defineOnDemand(TILE_GRID_TAG, loadTileGridElement);
// The messenger's code loads on the first <velvet-messenger> (see defineOnDemand): only its types are static.
export type {
  VelvetMessengerElement,
  ChannelSelectDetail,
  MessengerNavigateDetail,
  MessengerLoginRequiredDetail,
} from './messenger/messenger';

/** The messenger element class, loading its module first if the page has not used the tag yet. */
export async function loadMessengerElement(): Promise<typeof import('./messenger/messenger').VelvetMessengerElement> {
  return (await import('./messenger/messenger')).VelvetMessengerElement;
}

defineOnDemand('velvet-messenger', loadMessengerElement);

// The modal host loads like the messenger: on the first <velvet-modal-host>, or on the first openModal().
export type { VelvetModalHostElement, OverlayRequestDetail, OverlayRequestFlow } from './modal-host/modal-host';

/** The modal host element class, loading its module (and registering every modal id) first. */
export async function loadModalHostElement(): Promise<typeof import('./modal-host/modal-host').VelvetModalHostElement> {
  return (await import('./modal-host/modal-host')).VelvetModalHostElement;
}

defineOnDemand('velvet-modal-host', loadModalHostElement);

// The player loads like the messenger: on the first <velvet-player>; hls.js comes later still, on the first play.
export type { VelvetPlayerElement, PlayerLoginRequiredDetail, PlayerStateDetail, PlayerQualityDetail, PlayerGrantExpiredDetail } from './player/player';

/** The player element class, loading its module first if the page has not used the tag yet. */
export async function loadPlayerElement(): Promise<typeof import('./player/player').VelvetPlayerElement> {
  return (await import('./player/player')).VelvetPlayerElement;
}

defineOnDemand('velvet-player', loadPlayerElement);

// The chat button loads like the player: on the first <velvet-chat-button>; its chat room later still, on the guest's click.
export type { VelvetChatButtonElement, ChatButtonLoginRequiredDetail, ChatActionDetail, ChatRoomDetail } from './chat-button/chat-button';

/** The chat button element class, loading its module first if the page has not used the tag yet. */
export async function loadChatButtonElement(): Promise<typeof import('./chat-button/chat-button').VelvetChatButtonElement> {
  return (await import('./chat-button/chat-button')).VelvetChatButtonElement;
}

defineOnDemand('velvet-chat-button', loadChatButtonElement);

// The search overlay loads like the chat button: on the first <velvet-search-overlay> (issue 15 §5).
export type { VelvetSearchOverlayElement, SearchNavigateDetail, SearchToggleDetail, SearchToggleCause, SearchInputDetail } from './search-overlay/search-overlay';

/** The search overlay element class, loading its module first if the page has not used the tag yet. */
export async function loadSearchOverlayElement(): Promise<typeof import('./search-overlay/search-overlay').VelvetSearchOverlayElement> {
  return (await import('./search-overlay/search-overlay')).VelvetSearchOverlayElement;
}

defineOnDemand('velvet-search-overlay', loadSearchOverlayElement);

/**
 * velvet('openModal', id, props, { language }): opens modal `id` (spec 002 §2.1; nothing happens
 * when it is already open). A page without a <velvet-modal-host> gets one appended to <body>: it
 * is the fixed container the spec asks for and renders nothing while no modal is open. A given
 * language becomes the host's (its modals speak it).
 */
export async function openModal(id: string, props?: Record<string, unknown>, options: { language?: string } = {}): Promise<boolean> {
  const host = document.querySelector('velvet-modal-host') ?? document.body.appendChild(document.createElement('velvet-modal-host'));
  if (options.language) host.setAttribute('lang', options.language);
  await loadModalHostElement();
  return (await import('../sdk/modals')).openModal(id, props);
}

/** velvet('closeModal'): closes the open modal, if any. */
export async function closeModal(): Promise<void> {
  (await import('../sdk/modals')).closeModal();
}
