/**
 * spec 002 §5 feedback rules as pure functions: "Feedback text is required,
 * 1 to 1200 characters, and longer input is refused in the box" and "The
 * feedback e-mail is optional, but if given it must match the product's
 * e-mail pattern". The server runs the same functions.
 */
import { isValidEmail } from '../account';
import { FEEDBACK_MAX_LENGTH, RATING_MAX, RATING_MIN, type SurveyType } from './types';

/** The translation keys of spec 002 §5 and §8, plus our own for a missing chat-exit answer and a failed send. */
export type SurveyErrorKey =
  | 'SurveyFeedbackInputValidationError'
  | 'SurveyFeedbackEmailValidationError'
  | 'SurveyRatingValidationError'
  | 'SurveySendFailedError';

export interface SurveyFieldErrors {
  text?: SurveyErrorKey;
  email?: SurveyErrorKey;
  rating?: SurveyErrorKey;
  /** A failure that belongs to no field (network, server). */
  form?: SurveyErrorKey;
}

/** Text the box accepts: pasted or typed input beyond 1200 characters is cut off, never stored. */
export function clampFeedbackInput(value: string): string {
  if (value.length <= FEEDBACK_MAX_LENGTH) return value;
  const cut = value.slice(0, FEEDBACK_MAX_LENGTH);
  // Never leave half of a surrogate pair (an emoji) at the edge.
  const last = cut.charCodeAt(cut.length - 1);
  return last >= 0xd800 && last <= 0xdbff ? cut.slice(0, -1) : cut;
}

/** The feedback text error, or null: required (after trimming) and at most 1200 characters. */
export function validateFeedbackText(text: string): SurveyErrorKey | null {
  const trimmed = text.trim();
  return trimmed.length >= 1 && trimmed.length <= FEEDBACK_MAX_LENGTH ? null : 'SurveyFeedbackInputValidationError';
}

/** The e-mail error, or null: empty is fine, anything else must match the sign-up pattern. */
export function validateFeedbackEmail(email: string): SurveyErrorKey | null {
  const trimmed = email.trim();
  return trimmed === '' || isValidEmail(trimmed) ? null : 'SurveyFeedbackEmailValidationError';
}

/** A chat-exit rating is absent or a whole number from 1 to 5. */
export function validateRating(rating: number | null): SurveyErrorKey | null {
  return rating === null || (Number.isInteger(rating) && rating >= RATING_MIN && rating <= RATING_MAX) ? null : 'SurveyRatingValidationError';
}

export interface SurveyForm {
  text: string;
  email: string;
  rating: number | null;
}

/**
 * Every field error of one form. Feedback needs its text; a chat-exit answer
 * needs a rating or a text (an empty answer says nothing), and has no e-mail box.
 */
export function validateSurveyForm(type: SurveyType, form: SurveyForm): SurveyFieldErrors {
  const errors: SurveyFieldErrors = {};
  if (type === 'feedback') {
    const text = validateFeedbackText(form.text);
    const email = validateFeedbackEmail(form.email);
    if (text) errors.text = text;
    if (email) errors.email = email;
    return errors;
  }
  const rating = validateRating(form.rating);
  if (rating) errors.rating = rating;
  if (form.text.trim() !== '') {
    const text = validateFeedbackText(form.text);
    if (text) errors.text = text;
  } else if (form.rating === null) {
    errors.text = 'SurveyFeedbackInputValidationError';
  }
  return errors;
}

/** True when an errors object names no problem. */
export function hasErrors(errors: SurveyFieldErrors): boolean {
  return Object.values(errors).some((value) => value !== undefined);
}
