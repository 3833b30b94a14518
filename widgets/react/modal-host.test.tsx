// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closeModal, openModal } from '../../sdk/modals';
import type { VelvetModalHostElement } from '../modal-host/modal-host';
import { VelvetModalHost } from './index';
import { reactRootPerTest } from './test-root';

// The survey dialog is another widget's (and may not be built yet); this test does not open it.
vi.mock('../modal-host/survey-modal', () => ({ loadSurveyModal: async () => () => null }));

afterEach(() => closeModal());

const view = reactRootPerTest();

describe('VelvetModalHost (React 19 wrapper)', () => {
  it('passes lang and calls onOverlayRequest with the element\'s event, which then closes the modal', async () => {
    const onOverlayRequest = vi.fn((event: CustomEvent) => event.preventDefault());
    view.render(<VelvetModalHost lang="de" onOverlayRequest={onOverlayRequest} />);
    const element = view.container().querySelector('velvet-modal-host') as VelvetModalHostElement;
    expect(element.language).toBe('de');
    openModal('avs');
    const button = () => element.shadowRoot!.querySelector<HTMLButtonElement>('.primary');
    await vi.waitFor(() => expect(button()?.textContent).toBe('Alter verifizieren'));
    button()!.click();
    expect(onOverlayRequest.mock.calls[0]![0].detail).toEqual({ flow: 'avs' });
    await vi.waitFor(() => expect(element.shadowRoot!.querySelector('[role="dialog"]')).toBeNull());
  });
});
