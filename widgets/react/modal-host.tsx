import { useEffect, useRef } from 'react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
import '../modal-host/modal-host';
import type { OverlayRequestDetail, VelvetModalHostElement } from '../modal-host/modal-host';

export type OverlayRequestEvent = CustomEvent<OverlayRequestDetail>;

export interface VelvetModalHostProps {
  lang?: string;
  apiBase?: string;
  linkBase?: string;
  /** Cancelable: call preventDefault() when the app opens the overlay flow in event.detail (the modal then closes). */
  onOverlayRequest?: (event: OverlayRequestEvent) => void;
  className?: string;
}

/** React 19 wrapper of `<velvet-modal-host>`; open modals with openModal(id, props) from the sdk. */
export function VelvetModalHost({ onOverlayRequest, ...properties }: VelvetModalHostProps) {
  const ref = useRef<VelvetModalHostElement>(null);
  // Listened to directly: React 19 maps on<Event> props to lower-cased event names, not to velvet-prefixed ones.
  useEffect(() => {
    const element = ref.current;
    if (!element || !onOverlayRequest) return;
    const listener = onOverlayRequest as EventListener;
    element.addEventListener('velvet-overlay-request', listener);
    return () => element.removeEventListener('velvet-overlay-request', listener);
  }, [onOverlayRequest]);
  return <velvet-modal-host ref={ref} {...properties} />;
}

type VelvetModalHostJsxProps = DetailedHTMLProps<HTMLAttributes<VelvetModalHostElement>, VelvetModalHostElement> &
  Omit<VelvetModalHostProps, 'onOverlayRequest' | 'className' | 'lang'> & { class?: string; 'api-base'?: string; 'link-base'?: string };

declare module 'react' {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace JSX {
    interface IntrinsicElements {
      'velvet-modal-host': VelvetModalHostJsxProps;
    }
  }
}
