/** English texts of the survey dialog; the other languages must define every key. */
export const en = {
  'survey.label.feedback': 'Feedback',
  'survey.label.chatexit': 'Chat feedback',
  'survey.headline.feedback': 'How do you like our site? Tell us what you think',
  'survey.headline.chatexit': 'How was your chat?',
  'survey.textLabel': 'Your feedback',
  'survey.textPlaceholder': 'What do you like, and what could we do better?',
  'survey.count': '{{count}} of {{max}} characters',
  'survey.emailLabel': 'Your e-mail (optional)',
  'survey.emailHint': 'Only if you would like an answer from us.',
  'survey.ratingLabel': 'Your rating',
  'survey.star_one': '{{count}} star',
  'survey.star_other': '{{count}} stars',
  'survey.send': 'Send',
  'survey.sending': 'Sending…',
  'survey.tryLater': 'Please try again later',
  'survey.waitHint': 'You sent feedback a short while ago. You can send more in {{minutes}} min.',
  'survey.storedSubject': 'Thank you',
  'survey.storedText': 'Thank you — your feedback was sent',
  'survey.close': 'Close',
  SurveyFeedbackInputValidationError: 'Please write between 1 and 1200 characters.',
  SurveyFeedbackEmailValidationError: 'Please enter a valid e-mail address or leave the field empty.',
  SurveyRatingValidationError: 'Please choose from 1 to 5 stars.',
  SurveySendFailedError: 'Your feedback could not be sent. Please try again.',
};

export type SurveyTextKey = keyof typeof en;
export type SurveyTexts = Record<SurveyTextKey, string>;
