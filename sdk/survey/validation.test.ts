import { describe, expect, it } from 'vitest';
import { clampFeedbackInput, validateFeedbackEmail, validateFeedbackText, validateRating, validateSurveyForm } from './validation';

describe('survey validation', () => {
  // spec 002 §5: "Feedback text is required, 1 to 1200 characters ... The error is the translated 'SurveyFeedbackInputValidationError'."
  it.each<[string, string, string | null]>([
    ['empty', '', 'SurveyFeedbackInputValidationError'],
    ['only spaces', '   \n ', 'SurveyFeedbackInputValidationError'],
    ['one character', 'a', null],
    ['exactly 1200', 'x'.repeat(1200), null],
    ['1200 with surrounding spaces', `  ${'x'.repeat(1200)}  `, null],
    ['1201', 'x'.repeat(1201), 'SurveyFeedbackInputValidationError'],
  ])('text %s -> %s', (_case, text, expected) => {
    expect(validateFeedbackText(text)).toBe(expected);
  });

  // spec 002 §5: "The feedback e-mail is optional, but if given it must match the product's e-mail pattern."
  it.each<[string, string | null]>([
    ['', null],
    ['  ', null],
    ['guest@example.com', null],
    [' guest@example.com ', null],
    ['guest@example', 'SurveyFeedbackEmailValidationError'],
    ['guest.example.com', 'SurveyFeedbackEmailValidationError'],
    ['a b@example.com', 'SurveyFeedbackEmailValidationError'],
    [`${'a'.repeat(65)}@example.com`, 'SurveyFeedbackEmailValidationError'],
  ])('e-mail %j -> %s', (email, expected) => {
    expect(validateFeedbackEmail(email)).toBe(expected);
  });

  // spec 002 §5: "longer input is refused in the box"
  it.each<[string, string, number]>([
    ['short input unchanged', 'hello', 5],
    ['1200 unchanged', 'y'.repeat(1200), 1200],
    ['a 5000-character paste cut to 1200', 'z'.repeat(5000), 1200],
    ['an emoji across the edge is dropped whole', `${'a'.repeat(1199)}😀`, 1199],
  ])('clamp: %s', (_case, input, length) => {
    const clamped = clampFeedbackInput(input);
    expect(clamped.length).toBe(length);
    expect(input.startsWith(clamped)).toBe(true);
  });

  it.each<[number | null, string | null]>([
    [null, null],
    [1, null],
    [5, null],
    [0, 'SurveyRatingValidationError'],
    [6, 'SurveyRatingValidationError'],
    [2.5, 'SurveyRatingValidationError'],
  ])('rating %s -> %s', (rating, expected) => {
    expect(validateRating(rating)).toBe(expected);
  });

  it.each<[string, Parameters<typeof validateSurveyForm>, object]>([
    ['feedback without text', ['feedback', { text: '', email: '', rating: null }], { text: 'SurveyFeedbackInputValidationError' }],
    ['feedback with both errors', ['feedback', { text: '', email: 'nope', rating: null }], { text: 'SurveyFeedbackInputValidationError', email: 'SurveyFeedbackEmailValidationError' }],
    ['feedback ok', ['feedback', { text: 'great site', email: '', rating: null }], {}],
    // Our decision: a chat-exit answer needs a rating or a text; it has no e-mail box, so the e-mail is not checked.
    ['chat-exit with a rating only', ['chatexit', { text: '', email: 'ignored', rating: 4 }], {}],
    ['chat-exit with text only', ['chatexit', { text: 'nice chat', email: '', rating: null }], {}],
    ['chat-exit empty', ['chatexit', { text: '', email: '', rating: null }], { text: 'SurveyFeedbackInputValidationError' }],
    ['chat-exit bad rating', ['chatexit', { text: 'x', email: '', rating: 9 }], { rating: 'SurveyRatingValidationError' }],
  ])('form: %s', (_case, args, expected) => {
    expect(validateSurveyForm(...args)).toEqual(expected);
  });
});
