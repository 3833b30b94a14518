import { createContext, useContext } from 'react';
import type { TileGridFirstPage, TileGridQuery } from '../../../sdk/tile-grid';

/**
 * What only the server render has: the inner HTML (a declarative shadow root) of a widget,
 * so its first page paints before any script runs. The browser has no provider: there the
 * widget renders itself (hydrating what the server sent on the first page).
 */
export interface WidgetServerRender {
  tileGridHtml(input: { query: TileGridQuery; firstPage: TileGridFirstPage; language: string; linkBase: string; apiBase: string; label?: string }): string;
  /** A hook: preloads the picture of the page's first tile in the HTML's head (shared/components/first-tile-preload.ts). */
  usePreloadFirstTile(...gridsInPageOrder: Array<TileGridFirstPage | null | undefined>): void;
}

export const WidgetServerRenderContext = createContext<WidgetServerRender | null>(null);

export function useWidgetServerRender(): WidgetServerRender | null {
  return useContext(WidgetServerRenderContext);
}
