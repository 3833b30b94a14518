import { h } from 'preact';
import type { ModalController } from '../../sdk/modals/controller';
import { modalController } from '../../sdk/modals';
import { WIDGET_ATTRIBUTES, WIDGET_PROPERTIES, WidgetElement } from '../shared/widget-element';
import { modalTranslator } from './i18n';
import type { ModalComponent, OverlayRequestDetail } from './modal-content';
import { ModalHost } from './modal-host.component';
import { registerVelvetModals } from './register-modals';
import css from './modal-host.css?inline';

export const MODAL_HOST_TAG = 'velvet-modal-host';
export type { OverlayRequestDetail, OverlayRequestFlow, ModalContentProps, ModalComponent } from './modal-content';

const controller = modalController as ModalController<ModalComponent>;
registerVelvetModals(controller);

/**
 * `<velvet-modal-host>`: renders the page's one open modal (spec 002 §2.1,
 * issue 6 §4). Open and close with openModal / closeModal (sdk/modals, or
 * velvet('openModal', id)) or this element's open() / close().
 */
export class VelvetModalHostElement extends WidgetElement {
  static readonly observedAttributes: readonly string[] = WIDGET_ATTRIBUTES;
  #unsubscribe: (() => void) | null = null;

  constructor() {
    super(css, WIDGET_PROPERTIES);
  }

  /** Opens modal `id` (does nothing when it is already open); false for an unknown id. */
  open(id: string, props?: Record<string, unknown>): boolean {
    return controller.openModal(id, props);
  }

  /** Closes the open modal. */
  close(): void {
    controller.closeModal();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.#unsubscribe = controller.$modal.listen(() => this.requestRender());
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#unsubscribe?.();
    this.#unsubscribe = null;
  }

  protected renderContent() {
    const modal = controller.$modal.get().current;
    const { language } = this;
    return h(ModalHost, {
      modal,
      component: modal ? controller.loadedModal(modal.id) : undefined,
      language,
      t: modalTranslator(language),
      onClose: () => controller.closeModal(),
      onRetry: () => controller.retryLoad(),
      onGoToPage: (page: number) => controller.goToPage(page),
      requestOverlay: (detail: OverlayRequestDetail) => !this.dispatchEvent(new CustomEvent('velvet-overlay-request', { detail, bubbles: true, composed: true, cancelable: true })),
    });
  }
}

if (typeof customElements !== 'undefined' && !customElements.get(MODAL_HOST_TAG)) {
  customElements.define(MODAL_HOST_TAG, VelvetModalHostElement);
}

declare global {
  interface HTMLElementTagNameMap {
    'velvet-modal-host': VelvetModalHostElement;
  }
  interface GlobalEventHandlersEventMap {
    'velvet-overlay-request': CustomEvent<OverlayRequestDetail>;
  }
}
