// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $modal } from '../../sdk/modals';
import { closeModal, openModal } from '../index';
import { es } from './i18n/es';

const ES_TITLE = es['coins.title'];

vi.mock('./survey-modal', () => ({ loadSurveyModal: async () => () => null }));

afterEach(() => {
  document.body.innerHTML = '';
});

describe("openModal / closeModal of the widget bundle (velvet('openModal', id))", () => {
  it('adds one <velvet-modal-host> when the page has none, opens the modal and closes it', async () => {
    expect(await openModal('vxcoin-info')).toBe(true);
    const hosts = document.querySelectorAll('velvet-modal-host');
    expect(hosts).toHaveLength(1);
    await vi.waitFor(() => expect(hosts[0]!.shadowRoot!.querySelector('h2')?.textContent).toBe('What are VXC coins?'));
    // spec 002 §2.1: "Opening a modal whose id already exists in the page does nothing."
    expect(await openModal('vxcoin-info')).toBe(true);
    expect(document.querySelectorAll('velvet-modal-host')).toHaveLength(1);
    await closeModal();
    expect($modal.get().current).toBeNull();
  });

  it('uses the host the page already placed', async () => {
    const own = document.createElement('velvet-modal-host');
    document.body.append(own);
    await openModal('avs');
    expect(document.querySelectorAll('velvet-modal-host')).toHaveLength(1);
    await vi.waitFor(() => expect(own.shadowRoot!.querySelector('[role="dialog"]')).not.toBeNull());
    await closeModal();
  });

  it('gives the host the language it is asked for, and its modal speaks it', async () => {
    await openModal('vxcoin-info', undefined, { language: 'es' });
    const host = document.querySelector('velvet-modal-host')!;
    expect(host.getAttribute('lang')).toBe('es');
    await vi.waitFor(() => expect(host.shadowRoot!.querySelector('h2')?.textContent).toBe(ES_TITLE));
    await closeModal();
  });
});
