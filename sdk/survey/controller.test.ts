import { afterEach, describe, expect, it, vi } from 'vitest';
import { RestError, type RestClient } from '../api/rest';
import { $activeSurvey, createSurveyController, type SurveyController } from './controller';
import { FakeClock } from '../testing/fake-clock';
const fakeClock = () => new FakeClock();

function clientAnswering(post: (path: string, body: unknown) => Promise<unknown>): RestClient & { post: ReturnType<typeof vi.fn> } {
  return { get: vi.fn(), post: vi.fn(post), resolveUrl: (p: string) => p } as never;
}
const stored = () => Promise.resolve({ success: true, data: { stored: true, timeLimit: false, retryAfterSeconds: 0 } });

const open: SurveyController[] = [];
function controller(options: Partial<Parameters<typeof createSurveyController>[0]> = {}) {
  const created = createSurveyController({ type: 'feedback', client: clientAnswering(stored), currentUrl: () => 'http://site/page', ...options });
  open.push(created);
  return created;
}
afterEach(() => {
  open.splice(0).forEach((c) => c.dispose());
});

describe('survey controller', () => {
  it('sends the trimmed text, the e-mail and the page URL to survey/feedback', async () => {
    const client = clientAnswering(stored);
    const survey = controller({ client, guestEmail: 'me@example.com', mobile: true });
    survey.dispatch({ type: 'editText', value: '  lovely  ' });
    await survey.submit();
    expect(client.post).toHaveBeenCalledWith('survey/feedback', { feedback: 'lovely', email: 'me@example.com', currentUrl: 'http://site/page', mobile: true });
    expect(survey.$state.get().status).toBe('stored');
  });

  it('leaves an emptied e-mail out of the request', async () => {
    const client = clientAnswering(stored);
    const survey = controller({ client, guestEmail: 'me@example.com' });
    survey.dispatch({ type: 'editText', value: 'hi' });
    survey.dispatch({ type: 'editEmail', value: '' });
    await survey.submit();
    expect(client.post.mock.calls[0]?.[1]).not.toHaveProperty('email');
  });

  it('sends a chat-exit answer with the actor and rating to survey/chatexit', async () => {
    const client = clientAnswering(stored);
    const survey = controller({ type: 'chatexit', client, actorId: 7, chatId: 'c9' });
    survey.dispatch({ type: 'rate', value: 5 });
    await survey.submit();
    expect(client.post).toHaveBeenCalledWith('survey/chatexit', { actorId: 7, currentUrl: 'http://site/page', mobile: false, isAnonymousVoicecall: false, rating: 5, chatId: 'c9' });
  });

  // spec 002 §5: "Submission is blocked while already sending, stored or time-limited."
  it('a second press while sending sends nothing more', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const client = clientAnswering(() => new Promise((resolve) => (answer = resolve)));
    const survey = controller({ client });
    survey.dispatch({ type: 'editText', value: 'hi' });
    const first = survey.submit();
    await survey.submit();
    expect(client.post).toHaveBeenCalledTimes(1);
    answer({ success: true, data: { stored: true, timeLimit: false, retryAfterSeconds: 0 } });
    await first;
    await survey.submit();
    expect(client.post).toHaveBeenCalledTimes(1);
  });

  it('an invalid form is not sent', async () => {
    const client = clientAnswering(stored);
    const survey = controller({ client });
    await survey.submit();
    expect(client.post).not.toHaveBeenCalled();
    expect(survey.$state.get().errors.text).toBe('SurveyFeedbackInputValidationError');
  });

  // spec 002 §4.7: "On time limit: the button shows 'please try again later' ... the state resets after 5 seconds."
  it('a 429 is time-limited for exactly 5 seconds', async () => {
    const clock = fakeClock();
    const client = clientAnswering(() => Promise.reject(new RestError('POST', 'survey/feedback', 429, undefined, { body: { code: 'RATE_LIMITED', field: null, retryAfterSeconds: 420 } })));
    const survey = controller({ client, clock });
    survey.dispatch({ type: 'editText', value: 'hi' });
    await survey.submit();
    expect(survey.$state.get()).toMatchObject({ status: 'time-limited', retryAfterSeconds: 420 });
    clock.advance(4999);
    expect(survey.$state.get().status).toBe('time-limited');
    clock.advance(1);
    expect(survey.$state.get().status).toBe('editing');
  });

  it('a timeLimit flag in a 200 answer is time-limited too', async () => {
    const client = clientAnswering(() => Promise.resolve({ success: true, data: { stored: false, timeLimit: true, retryAfterSeconds: 9 } }));
    const survey = controller({ client });
    survey.dispatch({ type: 'editText', value: 'hi' });
    await survey.submit();
    expect(survey.$state.get().status).toBe('time-limited');
  });

  it.each<[string, unknown, object]>([
    ['a 400 on body.email', new RestError('POST', 'p', 400, undefined, { body: { code: 'VALIDATION_FAILED', field: 'body.email' } }), { email: 'SurveyFeedbackEmailValidationError' }],
    ['a 400 on body.feedback', new RestError('POST', 'p', 400, undefined, { body: { code: 'VALIDATION_FAILED', field: 'body.feedback' } }), { text: 'SurveyFeedbackInputValidationError' }],
    ['a 500', new RestError('POST', 'p', 500), { form: 'SurveySendFailedError' }],
    ['a network failure', new TypeError('fetch failed'), { form: 'SurveySendFailedError' }],
  ])('%s goes back to editing with its error', async (_case, error, errors) => {
    const survey = controller({ client: clientAnswering(() => Promise.reject(error)) });
    survey.dispatch({ type: 'editText', value: 'hi' });
    await survey.submit();
    expect(survey.$state.get()).toMatchObject({ status: 'editing', errors });
  });

  // spec 002 §4.7: "On stored: a notification ... and the dialog closes."
  it('calls onStored after the sent notice has been shown', async () => {
    const clock = fakeClock();
    const onStored = vi.fn();
    const survey = controller({ clock, onStored });
    survey.dispatch({ type: 'editText', value: 'hi' });
    await survey.submit();
    expect(onStored).not.toHaveBeenCalled();
    clock.advance(1500);
    expect(onStored).toHaveBeenCalledTimes(1);
  });

  // spec 002 §4.7: "Only one survey type is active at a time."
  it('refuses a second survey while one is open, and frees the slot on dispose', async () => {
    const first = controller();
    const second = controller({ type: 'chatexit' });
    expect([first.active, second.active, $activeSurvey.get()]).toEqual([true, false, 'feedback']);
    second.dispatch({ type: 'rate', value: 3 });
    await second.submit();
    expect(second.$state.get().status).toBe('editing');
    first.dispose();
    expect($activeSurvey.get()).toBeNull();
    expect(controller({ type: 'chatexit' }).active).toBe(true);
  });

  it('timers stop on dispose', async () => {
    const clock = fakeClock();
    const onStored = vi.fn();
    const survey = controller({ clock, onStored });
    survey.dispatch({ type: 'editText', value: 'hi' });
    await survey.submit();
    survey.dispose();
    clock.advance(10_000);
    expect(onStored).not.toHaveBeenCalled();
  });
});
