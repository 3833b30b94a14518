import type { SurveyTexts } from './en';

/** Dutch texts of the survey dialog. */
export const nl: SurveyTexts = {
  'survey.label.feedback': 'Feedback',
  'survey.label.chatexit': 'Feedback over de chat',
  'survey.headline.feedback': 'Wat vind je van onze site? Laat ons je mening weten',
  'survey.headline.chatexit': 'Hoe was je chat?',
  'survey.textLabel': 'Je feedback',
  'survey.textPlaceholder': 'Wat vind je goed, en wat kunnen we beter doen?',
  'survey.count': '{{count}} van {{max}} tekens',
  'survey.emailLabel': 'Je e-mailadres (optioneel)',
  'survey.emailHint': 'Alleen als je een antwoord van ons wilt.',
  'survey.ratingLabel': 'Je beoordeling',
  'survey.star_one': '{{count}} ster',
  'survey.star_other': '{{count}} sterren',
  'survey.send': 'Versturen',
  'survey.sending': 'Wordt verstuurd…',
  'survey.tryLater': 'Probeer het later opnieuw',
  'survey.waitHint': 'Je hebt net feedback gestuurd. Over {{minutes}} min. kun je meer sturen.',
  'survey.storedSubject': 'Bedankt',
  'survey.storedText': 'Bedankt — je feedback is verstuurd',
  'survey.close': 'Sluiten',
  SurveyFeedbackInputValidationError: 'Schrijf tussen 1 en 1200 tekens.',
  SurveyFeedbackEmailValidationError: 'Voer een geldig e-mailadres in of laat het veld leeg.',
  SurveyRatingValidationError: 'Kies 1 tot 5 sterren.',
  SurveySendFailedError: 'Je feedback kon niet worden verstuurd. Probeer het opnieuw.',
};
