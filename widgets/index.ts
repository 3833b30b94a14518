/** Every Velvet widget; importing this registers all custom elements. The embed loader loads this bundle. */
import { defineOnDemand } from './messenger/define-on-demand';

export { VelvetTileGridElement, TILE_GRID_TAG, type TileSelectDetail, type TileGridFilter } from './tile-grid/tile-grid';
export { setGlobalConfig, getGlobalConfig, type WidgetGlobalConfig } from './shared/global-config';
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
