import type { ComponentType } from 'preact';
import type { Language } from '../../sdk/config';
import type { OverlayFlow, OverlayOptions } from '../../sdk/overlay/protocol';
import type { ModalTranslate } from './i18n';

/**
 * A flow the page's overlay bridge is asked to open. 'signup' is the login
 * flow started in its signup view (the protocol has no signup flow).
 */
export type OverlayRequestFlow = OverlayFlow | 'signup';

/** detail of the cancelable `velvet-overlay-request`; the bridge calls preventDefault() when it opens the overlay. */
export interface OverlayRequestDetail {
  flow: OverlayRequestFlow;
  options?: Partial<OverlayOptions>;
}

/** What the host passes to every modal's component. */
export interface ModalContentProps {
  id: string;
  /** The props given to openModal(id, props). */
  props: Readonly<Record<string, unknown>>;
  page: number;
  pages: number;
  language: Language;
  t: ModalTranslate;
  close(): void;
  goToPage(page: number): void;
  /** Asks the page to open an overlay flow; true when a listener took it (cancelled the event). */
  requestOverlay(detail: OverlayRequestDetail): boolean;
}

/** A modal's code as the registry loads it. */
export type ModalComponent = ComponentType<ModalContentProps>;

/** Asks for an overlay flow and closes the modal when the page took the request; otherwise the modal stays and a warning says why. */
export function requestOverlayAndClose({ requestOverlay, close }: Pick<ModalContentProps, 'requestOverlay' | 'close'>, detail: OverlayRequestDetail): void {
  if (requestOverlay(detail)) close();
  else console.warn(`velvet-modal-host: expected a listener to take velvet-overlay-request (flow "${detail.flow}"), got none`);
}

/** A finite number prop passed to openModal, or undefined. */
export function numberProp(props: Readonly<Record<string, unknown>>, name: string): number | undefined {
  const value = props[name];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
}
