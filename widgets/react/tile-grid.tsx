import { useEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import type { TileGridType } from '../../sdk/api/types';
import '../tile-grid/tile-grid';
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
  /** Called on velvet-select; call event.preventDefault() to route in the host app instead of navigating. */
  onSelect?: (event: TileSelectEvent) => void;
  className?: string;
}

/** React 19 wrapper of `<velvet-tile-grid>`: React sets the element's properties itself; this adds types and onSelect. */
export function VelvetTileGrid({ onSelect, ...properties }: VelvetTileGridProps) {
  const ref = useRef<VelvetTileGridElement>(null);
  // onSelect would collide with React's own synthetic `select` event, so listen to the DOM event directly.
  useEffect(() => {
    const element = ref.current;
    if (!element || !onSelect) return;
    element.addEventListener('velvet-select', onSelect);
    return () => element.removeEventListener('velvet-select', onSelect);
  }, [onSelect]);
  return <velvet-tile-grid ref={ref} {...properties} />;
}

type VelvetTileGridJsxProps = DetailedHTMLProps<HTMLAttributes<VelvetTileGridElement>, VelvetTileGridElement> &
  Omit<VelvetTileGridProps, 'onSelect' | 'className' | 'lang'> & {
    class?: string;
    'page-size'?: number | string;
    'max-tiles'?: number | string;
    'api-base'?: string;
    'link-base'?: string;
  };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-tile-grid': VelvetTileGridJsxProps;
    }
  }
}
