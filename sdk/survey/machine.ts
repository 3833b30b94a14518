/**
 * The feedback dialog of spec 002 §4.7 as one reducer: "States: editing,
 * sending, then stored (success) or time-limited." Pure: the controller runs
 * the effects (the call, the 5-second reset) when a transition asks for them.
 */
import { clampFeedbackInput, hasErrors, validateSurveyForm, type SurveyErrorKey, type SurveyFieldErrors } from './validation';
import type { SurveyType } from './types';

export type SurveyStatus = 'editing' | 'sending' | 'stored' | 'time-limited';

export interface SurveyState {
  type: SurveyType;
  status: SurveyStatus;
  text: string;
  email: string;
  rating: number | null;
  errors: SurveyFieldErrors;
  /** Seconds the server asked us to wait, while time-limited; else 0. */
  retryAfterSeconds: number;
}

export type SurveyAction =
  | { type: 'editText'; value: string }
  | { type: 'editEmail'; value: string }
  | { type: 'rate'; value: number | null }
  | { type: 'submit' }
  | { type: 'stored' }
  | { type: 'timeLimited'; retryAfterSeconds: number }
  /** The call failed: back to editing with the errors the server named (or a form error). */
  | { type: 'failed'; errors: SurveyFieldErrors }
  /** spec 002 §4.7: "the state resets after 5 seconds". */
  | { type: 'timeLimitElapsed' };

/** The state a dialog opens in; the e-mail box is prefilled with the guest's address (spec 002 §5). */
export function initialSurveyState(type: SurveyType, guestEmail: string | null = null): SurveyState {
  return { type, status: 'editing', text: '', email: guestEmail ?? '', rating: null, errors: {}, retryAfterSeconds: 0 };
}

/** Drops one field's error and the form error: spec 002 §4.7 "Validation errors are cleared when the field is edited." */
function withoutError(errors: SurveyFieldErrors, field: keyof SurveyFieldErrors): SurveyFieldErrors {
  const next = { ...errors };
  delete next[field];
  delete next.form;
  return next;
}

/** The next state; an action that does not apply in the current state returns the same object. */
export function surveyReducer(state: SurveyState, action: SurveyAction): SurveyState {
  switch (action.type) {
    case 'editText':
      if (state.status !== 'editing' && state.status !== 'time-limited') return state;
      return { ...state, text: clampFeedbackInput(action.value), errors: withoutError(state.errors, 'text') };
    case 'editEmail':
      if (state.status !== 'editing' && state.status !== 'time-limited') return state;
      return { ...state, email: action.value, errors: withoutError(state.errors, 'email') };
    case 'rate':
      if (state.status !== 'editing' && state.status !== 'time-limited') return state;
      return { ...state, rating: action.value, errors: withoutError(withoutError(state.errors, 'rating'), 'text') };
    case 'submit': {
      // spec 002 §5: "Submission is blocked while already sending, stored or time-limited."
      if (state.status !== 'editing') return state;
      const errors = validateSurveyForm(state.type, state);
      if (hasErrors(errors)) return { ...state, errors };
      return { ...state, status: 'sending', errors: {} };
    }
    case 'stored':
      return state.status === 'sending' ? { ...state, status: 'stored' } : state;
    case 'timeLimited':
      return state.status === 'sending' ? { ...state, status: 'time-limited', retryAfterSeconds: action.retryAfterSeconds } : state;
    case 'failed':
      return state.status === 'sending' ? { ...state, status: 'editing', errors: action.errors } : state;
    case 'timeLimitElapsed':
      return state.status === 'time-limited' ? { ...state, status: 'editing', retryAfterSeconds: 0 } : state;
  }
}

/** True when the send button does something now. */
export function canSubmit(state: SurveyState): boolean {
  return state.status === 'editing';
}

/** The error keys a state shows, field by field, for a renderer. */
export function errorOf(state: SurveyState, field: keyof SurveyFieldErrors): SurveyErrorKey | undefined {
  return state.errors[field];
}
