// @vitest-environment happy-dom
/** @jsxImportSource preact */
import { render } from 'preact';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError, type RestClient } from '../../sdk/api/rest';
import type { GuestSession } from '../../sdk/api/guest-types';
import { LANGUAGES, type Language } from '../../sdk/config';
import { $guest } from '../../sdk/session/store';
import { FakeClock } from '../../sdk/testing/fake-clock';
import { freshContainerPerTest } from '../shared/test-container';
import { SURVEY_TEXTS } from './i18n';
import { SurveyDialog, type SurveyDialogProps } from './survey.component';

const container = freshContainerPerTest();
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const stored = { success: true, data: { stored: true, timeLimit: false, retryAfterSeconds: 0 } };
const feedbackData = { success: true, data: { headlines: { feedback: 'Server headline', chatexit: 'Server chat headline' }, canSend: true, retryAfterSeconds: 0, maxLength: 1200, email: null } };

function fakeClient(send: (path: string, body: unknown) => Promise<unknown> = () => Promise.resolve(stored)) {
  const post = vi.fn((path: string, body: unknown) => (path === 'survey/feedbackdata' ? Promise.resolve(feedbackData) : send(path, body)));
  return { client: { get: vi.fn(), post, resolveUrl: (p: string) => p } as unknown as RestClient, post };
}

function renderDialog(props: Partial<SurveyDialogProps> = {}) {
  const { client, post } = fakeClient();
  const clock = new FakeClock();
  const onClose = vi.fn();
  render(<SurveyDialog type="feedback" language="en" onClose={onClose} client={client} clock={clock} currentUrl={() => 'http://site/x'} {...props} />, container());
  return { post, clock, onClose };
}

const q = <T extends Element>(selector: string) => container().querySelector<T>(selector)!;
const alerts = () => [...container().querySelectorAll('[role="alert"]')].map((n) => n.textContent);
const button = () => q<HTMLButtonElement>('.survey-send');
function type(selector: string, value: string) {
  const box = q<HTMLInputElement | HTMLTextAreaElement>(selector);
  box.value = value;
  box.dispatchEvent(new Event('input', { bubbles: true }));
}
const send = () => button().click();

afterEach(() => $guest.set(null));

describe('<SurveyDialog>', () => {
  it('shows the headline, a text box limited to 1200 characters with a live count, and the e-mail box', async () => {
    renderDialog();
    expect(q('h2').textContent).toBe('How do you like our site? Tell us what you think');
    await flush();
    expect(q('h2').textContent).toBe('Server headline');
    expect(q<HTMLTextAreaElement>('textarea').maxLength).toBe(1200);
    type('textarea', 'hello');
    await flush();
    expect(q('.survey-count').textContent).toBe('5 of 1200 characters');
    expect(q('input[type="email"]')).not.toBeNull();
  });

  // spec 002 §5: "The box is prefilled with the guest's e-mail."
  it("prefills the e-mail box with the logged-in guest's address", () => {
    $guest.set({ isLoggedIn: true, email: 'me@example.com' } as GuestSession);
    renderDialog();
    expect(q<HTMLInputElement>('input[type="email"]').value).toBe('me@example.com');
  });

  // spec 002 §5: "longer input is refused in the box"
  it('cuts a paste longer than 1200 characters', async () => {
    renderDialog();
    type('textarea', 'p'.repeat(3000));
    await flush();
    expect(q<HTMLTextAreaElement>('textarea').value).toHaveLength(1200);
    expect(q('.survey-count').textContent).toBe('1200 of 1200 characters');
  });

  // spec 002 §5 error keys; §4.7: "Validation errors are cleared when the field is edited."
  it('shows both field errors as alerts, sends nothing, and clears each error on edit', async () => {
    const { post } = renderDialog();
    type('input[type="email"]', 'nope');
    send();
    await flush();
    expect(alerts()).toEqual(['Please write between 1 and 1200 characters.', 'Please enter a valid e-mail address or leave the field empty.']);
    expect(q('textarea').getAttribute('aria-invalid')).toBe('true');
    expect(post).not.toHaveBeenCalledWith('survey/feedback', expect.anything());
    type('textarea', 'x');
    await flush();
    expect(alerts()).toEqual(['Please enter a valid e-mail address or leave the field empty.']);
    type('input[type="email"]', 'ok@example.com');
    await flush();
    expect(alerts()).toEqual([]);
  });

  // spec 002 §4.7: "On stored: a notification ... and the dialog closes."
  it('sends, shows the sending text, then the thank-you notice, then closes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const { client, post } = fakeClient(() => new Promise((resolve) => (answer = resolve)));
    const { clock, onClose } = renderDialog({ client });
    type('textarea', 'Great streams');
    await flush();
    send();
    await flush();
    expect(button().textContent).toBe('Sending…');
    expect(button().getAttribute('aria-busy')).toBe('true');
    send();
    expect(post.mock.calls.filter(([path]) => path === 'survey/feedback')).toEqual([['survey/feedback', { feedback: 'Great streams', currentUrl: 'http://site/x', mobile: false }]]);
    answer(stored);
    await flush();
    expect(q('[role="status"]').textContent).toBe('Thank youThank you — your feedback was sent');
    expect(onClose).not.toHaveBeenCalled();
    clock.advance(1500);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  // spec 002 §4.7: "the button shows 'please try again later' in a disabled colour, and the state resets after 5 seconds."
  it('shows "please try again later" on a disabled-looking button for 5 seconds after a 429', async () => {
    const { client, post } = fakeClient(() => Promise.reject(new RestError('POST', 'survey/feedback', 429, undefined, { body: { code: 'RATE_LIMITED', field: null, retryAfterSeconds: 300 } })));
    const { clock } = renderDialog({ client });
    type('textarea', 'again');
    await flush();
    send();
    await flush();
    await flush();
    expect(button().textContent).toBe('Please try again later');
    expect(button().getAttribute('aria-disabled')).toBe('true');
    send();
    expect(post.mock.calls.filter(([path]) => path === 'survey/feedback')).toHaveLength(1);
    clock.advance(5000);
    await flush();
    expect(button().textContent).toBe('Send');
    expect(q<HTMLTextAreaElement>('textarea').value).toBe('again');
  });

  it('sends a chat-exit rating for the actor, with no e-mail box', async () => {
    const { post } = renderDialog({ type: 'chatexit', actorId: 12 });
    expect(q('input[type="email"]')).toBeNull();
    const four = container().querySelectorAll<HTMLInputElement>('.survey-star-input')[3]!;
    expect(four.getAttribute('aria-label')).toBe('4 stars');
    four.click();
    await flush();
    send();
    await flush();
    expect(post).toHaveBeenCalledWith('survey/chatexit', expect.objectContaining({ actorId: 12, rating: 4 }));
  });

  // spec 002 §4.7: "Only one survey type is active at a time."
  it('a second survey while one is open closes itself and renders nothing', async () => {
    renderDialog();
    const second = document.createElement('div');
    document.body.append(second);
    const onClose = vi.fn();
    render(<SurveyDialog type="chatexit" language="en" onClose={onClose} client={fakeClient().client} />, second);
    await flush();
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(second.innerHTML).toBe('');
    render(null, second);
    second.remove();
  });

  it('submits from the text box with Ctrl+Enter', async () => {
    const { post } = renderDialog();
    type('textarea', 'quick');
    await flush();
    q('textarea').dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', ctrlKey: true, bubbles: true, cancelable: true }));
    await flush();
    expect(post).toHaveBeenCalledWith('survey/feedback', expect.objectContaining({ feedback: 'quick' }));
  });

  it.each(LANGUAGES)('%s defines every text and renders its own headline', (language: Language) => {
    expect(Object.keys(SURVEY_TEXTS[language]).sort()).toEqual(Object.keys(SURVEY_TEXTS.en).sort());
    renderDialog({ language });
    expect(q('h2').textContent).toBe(SURVEY_TEXTS[language]['survey.headline.feedback']);
  });
});
