// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openModal } from '../../sdk/modals';
import { deepActiveElement } from './focus';
import { hostPerTest, inHost } from './test-helpers';

beforeEach(() => {
  // The dialog may ask for the guest's feedback data; an empty answer is enough here.
  vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })));
});
afterEach(() => vi.unstubAllGlobals());

const host = hostPerTest();

describe('survey modal (the real SurveyDialog of widgets/survey)', () => {
  it('loads the dialog on demand, shows its text box and moves focus into it', async () => {
    openModal('survey', { type: 'feedback' });
    await vi.waitFor(() => expect(inHost(host(), 'textarea')).not.toBeNull());
    expect(inHost(host(), '[role="dialog"]')!.getAttribute('aria-labelledby')).not.toBeNull();
    await vi.waitFor(() => expect(host().shadowRoot!.contains(deepActiveElement())).toBe(true));
  });
});
