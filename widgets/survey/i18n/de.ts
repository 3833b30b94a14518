import type { SurveyTexts } from './en';

/** German texts of the survey dialog. */
export const de: SurveyTexts = {
  'survey.label.feedback': 'Feedback',
  'survey.label.chatexit': 'Feedback zum Chat',
  'survey.headline.feedback': 'Wie gefällt dir unsere Seite? Sag uns deine Meinung',
  'survey.headline.chatexit': 'Wie war dein Chat?',
  'survey.textLabel': 'Dein Feedback',
  'survey.textPlaceholder': 'Was gefällt dir, und was können wir besser machen?',
  'survey.count': '{{count}} von {{max}} Zeichen',
  'survey.emailLabel': 'Deine E-Mail-Adresse (optional)',
  'survey.emailHint': 'Nur wenn du eine Antwort von uns möchtest.',
  'survey.ratingLabel': 'Deine Bewertung',
  'survey.star_one': '{{count}} Stern',
  'survey.star_other': '{{count}} Sterne',
  'survey.send': 'Senden',
  'survey.sending': 'Wird gesendet…',
  'survey.tryLater': 'Bitte versuche es später noch einmal',
  'survey.waitHint': 'Du hast vor Kurzem Feedback gesendet. Weiteres kannst du in {{minutes}} Min. senden.',
  'survey.storedSubject': 'Vielen Dank',
  'survey.storedText': 'Vielen Dank — dein Feedback wurde gesendet',
  'survey.close': 'Schließen',
  SurveyFeedbackInputValidationError: 'Bitte schreibe zwischen 1 und 1200 Zeichen.',
  SurveyFeedbackEmailValidationError: 'Bitte gib eine gültige E-Mail-Adresse ein oder lass das Feld leer.',
  SurveyRatingValidationError: 'Bitte wähle 1 bis 5 Sterne.',
  SurveySendFailedError: 'Dein Feedback konnte nicht gesendet werden. Bitte versuche es noch einmal.',
};
