import { describe, expect, it } from 'vitest';
import { canSubmit, initialSurveyState, surveyReducer, type SurveyAction, type SurveyState, type SurveyStatus } from './machine';

const editingWith = (patch: Partial<SurveyState> = {}): SurveyState => ({ ...initialSurveyState('feedback'), text: 'hello', ...patch });
const inStatus = (status: SurveyStatus, patch: Partial<SurveyState> = {}) => editingWith({ status, ...patch });

describe('survey state machine', () => {
  // spec 002 §4.7: "States: editing, sending, then stored (success) or time-limited."
  it.each<[string, SurveyState, SurveyAction, SurveyStatus]>([
    ['valid submit starts sending', editingWith(), { type: 'submit' }, 'sending'],
    ['invalid submit stays editing', editingWith({ text: '' }), { type: 'submit' }, 'editing'],
    ['stored answer ends stored', inStatus('sending'), { type: 'stored' }, 'stored'],
    ['time limit ends time-limited', inStatus('sending'), { type: 'timeLimited', retryAfterSeconds: 30 }, 'time-limited'],
    ['a failed send goes back to editing', inStatus('sending'), { type: 'failed', errors: { form: 'SurveySendFailedError' } }, 'editing'],
    // spec 002 §4.7: "On time limit ... the state resets after 5 seconds."
    ['the time-limit notice elapses', inStatus('time-limited'), { type: 'timeLimitElapsed' }, 'editing'],
    // spec 002 §5: "Submission is blocked while already sending, stored or time-limited."
    ['submit while sending', inStatus('sending'), { type: 'submit' }, 'sending'],
    ['submit while stored', inStatus('stored'), { type: 'submit' }, 'stored'],
    ['submit while time-limited', inStatus('time-limited'), { type: 'submit' }, 'time-limited'],
    ['a late answer after stored changes nothing', inStatus('stored'), { type: 'timeLimited', retryAfterSeconds: 1 }, 'stored'],
    ['an elapsed timer while editing changes nothing', editingWith(), { type: 'timeLimitElapsed' }, 'editing'],
  ])('%s', (_case, state, action, status) => {
    expect(surveyReducer(state, action).status).toBe(status);
  });

  it.each<SurveyStatus>(['sending', 'stored', 'time-limited'])('a blocked submit in %s returns the same state object', (status) => {
    const state = inStatus(status);
    expect(surveyReducer(state, { type: 'submit' })).toBe(state);
    expect(canSubmit(state)).toBe(false);
  });

  it('an invalid submit names the field errors', () => {
    const next = surveyReducer(editingWith({ text: ' ', email: 'bad' }), { type: 'submit' });
    expect(next.errors).toEqual({ text: 'SurveyFeedbackInputValidationError', email: 'SurveyFeedbackEmailValidationError' });
  });

  // spec 002 §4.7: "Validation errors are cleared when the field is edited."
  it.each<[string, SurveyAction, object]>([
    ['editing the text clears only the text error', { type: 'editText', value: 'x' }, { email: 'SurveyFeedbackEmailValidationError' }],
    ['editing the e-mail clears only the e-mail error', { type: 'editEmail', value: 'a@b.de' }, { text: 'SurveyFeedbackInputValidationError' }],
  ])('%s', (_case, action, remaining) => {
    const invalid = surveyReducer(editingWith({ text: '', email: 'bad' }), { type: 'submit' });
    expect(surveyReducer(invalid, action).errors).toEqual(remaining);
  });

  it('any edit clears the form error of a failed send', () => {
    const failed = surveyReducer(inStatus('sending'), { type: 'failed', errors: { form: 'SurveySendFailedError' } });
    expect(surveyReducer(failed, { type: 'editText', value: 'again' }).errors).toEqual({});
  });

  // spec 002 §5: "longer input is refused in the box"
  it('an edit longer than 1200 characters is cut to 1200', () => {
    expect(surveyReducer(editingWith(), { type: 'editText', value: 'q'.repeat(1300) }).text).toHaveLength(1200);
  });

  // spec 002 §5: "The box is prefilled with the guest's e-mail."
  it('the e-mail box starts with the guest e-mail', () => {
    expect(initialSurveyState('feedback', 'me@example.com').email).toBe('me@example.com');
    expect(initialSurveyState('feedback', null).email).toBe('');
  });

  it('the text survives the time-limit reset, so the guest can send it later', () => {
    const reset = surveyReducer(inStatus('time-limited', { retryAfterSeconds: 60 }), { type: 'timeLimitElapsed' });
    expect(reset).toMatchObject({ status: 'editing', text: 'hello', retryAfterSeconds: 0 });
  });
});
