/**
 * Modal dialogs opened by id (spec 002 §2.1): a headless controller a page or
 * widget drives with openModal / closeModal; <velvet-modal-host> renders it.
 */
import { createModalController } from './controller';

export * from './state';
export * from './controller';
export * from './onboarding';

/** The page's one modal controller: "Only one modal exists at a time" holds across every host and caller. */
export const modalController = createModalController();
/** The page's modal state. */
export const $modal = modalController.$modal;

/** Opens modal `id` with `props` (does nothing when it is already open); false for an unknown id. */
export function openModal(id: string, props?: Record<string, unknown>): boolean {
  return modalController.openModal(id, props);
}

/** Closes the open modal, if any. */
export function closeModal(): void {
  modalController.closeModal();
}
