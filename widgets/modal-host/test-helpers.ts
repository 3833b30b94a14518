/** For the modal host's DOM tests: a host element per test, stub modals, and shadow-root queries. */
import { h } from 'preact';
import { afterEach, beforeEach, vi } from 'vitest';
import { modalController } from '../../sdk/modals';
import type { ModalController } from '../../sdk/modals/controller';
import type { ModalOptions } from '../../sdk/modals/state';
import type { ModalComponent, ModalContentProps } from './modal-content';
import './modal-host';
import type { VelvetModalHostElement } from './modal-host';

export const controller = modalController as ModalController<ModalComponent>;

/** A modal with a heading, the props as text, and two buttons (to walk focus through). */
export function StubModal({ props, page }: ModalContentProps) {
  return h('div', null, h('h2', null, 'Stub'), h('p', { class: 'props' }, `${JSON.stringify(props)} page ${page}`), h('button', { class: 'one' }, 'one'), h('button', { class: 'two' }, 'two'));
}

/** Registers `id` as the stub modal; returns its load mock. */
export function registerStub(id: string, options: Partial<ModalOptions> = {}, load = vi.fn(async (): Promise<ModalComponent> => StubModal)) {
  controller.registerModal(id, { load, options });
  return load;
}

/** One connected <velvet-modal-host lang="en"> per test; the modal is closed after it. */
export function hostPerTest(): () => VelvetModalHostElement {
  let host: VelvetModalHostElement | null = null;
  beforeEach(() => {
    host = document.createElement('velvet-modal-host');
    host.setAttribute('lang', 'en');
    document.body.append(host);
  });
  afterEach(() => {
    controller.closeModal();
    host?.remove();
    host = null;
    document.body.innerHTML = '';
  });
  return () => {
    if (!host) throw new Error('hostPerTest: expected to be called inside a test, got no host');
    return host;
  };
}

/** The first match inside the host's shadow root, or null. */
export function inHost<E extends Element = HTMLElement>(host: VelvetModalHostElement, selector: string): E | null {
  return host.shadowRoot!.querySelector<E>(selector);
}

/** Presses `key` where focus is (the event is composed, as a real one is, so the document hears it). */
export function press(key: string, shiftKey = false): void {
  let target: Element | null = document.activeElement;
  while (target?.shadowRoot?.activeElement) target = target.shadowRoot.activeElement;
  (target ?? document.body).dispatchEvent(new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, composed: true, cancelable: true }));
}
