import { useEffect, useLayoutEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TileGridType } from '../../sdk/api/types';
import type { TileGridFirstPage } from '../../sdk/tile-grid';
// Types only: this module never loads the element's code (see VelvetTileGridTag).
import type { TileGridFilter, TileSelectDetail, VelvetTileGridElement } from '../tile-grid/tile-grid';

export type TileSelectEvent = CustomEvent<TileSelectDetail>;

export interface VelvetTileGridProps {
  type: TileGridType;
  filter?: TileGridFilter;
  order?: string;
  pageSize?: number;
  /** Stops infinite scroll after this many tiles. */
  maxTiles?: number;
  lang?: string;
  apiBase?: string;
  linkBase?: string;
  label?: string;
  /** The grid's first page, loaded elsewhere (a route loader): shown without a request when it answers this grid's query. */
  firstPage?: TileGridFirstPage | undefined;
  /** Called on velvet-select; call event.preventDefault() to route in the host app instead of navigating. */
  onSelect?: (event: TileSelectEvent) => void;
  className?: string;
}

export interface VelvetTileGridTagProps extends VelvetTileGridProps {
  /** The element's inner HTML rendered by the server (renderTileGridShadowHtml): server renders only. */
  serverHtml?: string | undefined;
}

/**
 * `<velvet-tile-grid>` for React, without loading the element's code: whoever renders it loads
 * the definition (VelvetTileGrid at once, the site after its first paint). The grid's options are
 * attributes, so a server render carries them and the element reads them whenever it is defined;
 * firstPage is an element property, set before the definition arrives (the element takes it over
 * when it upgrades). React hydration sets no custom element property, hence the layout effect.
 */
export function VelvetTileGridTag(props: VelvetTileGridTagProps) {
  const { onSelect, firstPage, serverHtml, type, filter, order, pageSize, maxTiles, lang, apiBase, linkBase, label, className } = props;
  const ref = useRef<VelvetTileGridElement>(null);
  // onSelect would collide with React's own synthetic `select` event, so listen to the DOM event directly.
  useEffect(() => {
    const element = ref.current;
    if (!element || !onSelect) return;
    element.addEventListener('velvet-select', onSelect);
    return () => element.removeEventListener('velvet-select', onSelect);
  }, [onSelect]);
  useLayoutEffect(() => {
    if (ref.current) ref.current.firstPage = firstPage ?? null;
  }, [firstPage]);
  return (
    <velvet-tile-grid
      ref={ref}
      className={className}
      type={type}
      // The element's filter setter takes the JSON too (React assigns it as a property once the tag is defined).
      filter={filter ? JSON.stringify(filter) : undefined}
      order={order}
      page-size={pageSize}
      max-tiles={maxTiles}
      lang={lang}
      api-base={apiBase}
      link-base={linkBase}
      label={label}
      {...(serverHtml ? { dangerouslySetInnerHTML: { __html: serverHtml } } : {})}
      // The browser turns the server's <template shadowrootmode> into the shadow root: no child is left to compare.
      suppressHydrationWarning
    />
  );
}

type VelvetTileGridJsxProps = Omit<DetailedHTMLProps<HTMLAttributes<VelvetTileGridElement>, VelvetTileGridElement>, 'className'> & {
  type: TileGridType;
  className?: string | undefined;
  filter?: string | TileGridFilter | undefined;
  order?: string | undefined;
  label?: string | undefined;
  firstPage?: TileGridFirstPage | undefined;
  'page-size'?: number | string | undefined;
  'max-tiles'?: number | string | undefined;
  'api-base'?: string | undefined;
  'link-base'?: string | undefined;
};

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-tile-grid': VelvetTileGridJsxProps;
    }
  }
}
