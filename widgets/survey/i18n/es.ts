import type { SurveyTexts } from './en';

/** Spanish texts of the survey dialog. */
export const es: SurveyTexts = {
  'survey.label.feedback': 'Opinión',
  'survey.label.chatexit': 'Opinión sobre el chat',
  'survey.headline.feedback': '¿Qué te parece nuestra web? Danos tu opinión',
  'survey.headline.chatexit': '¿Qué tal tu chat?',
  'survey.textLabel': 'Tu opinión',
  'survey.textPlaceholder': '¿Qué te gusta y qué podemos mejorar?',
  'survey.count': '{{count}} de {{max}} caracteres',
  'survey.emailLabel': 'Tu correo electrónico (opcional)',
  'survey.emailHint': 'Solo si quieres que te respondamos.',
  'survey.ratingLabel': 'Tu valoración',
  'survey.star_one': '{{count}} estrella',
  'survey.star_other': '{{count}} estrellas',
  'survey.send': 'Enviar',
  'survey.sending': 'Enviando…',
  'survey.tryLater': 'Inténtalo de nuevo más tarde',
  'survey.waitHint': 'Has enviado tu opinión hace poco. Podrás enviar más dentro de {{minutes}} min.',
  'survey.storedSubject': 'Gracias',
  'survey.storedText': 'Gracias — tu opinión se ha enviado',
  'survey.close': 'Cerrar',
  SurveyFeedbackInputValidationError: 'Escribe entre 1 y 1200 caracteres.',
  SurveyFeedbackEmailValidationError: 'Introduce un correo electrónico válido o deja el campo vacío.',
  SurveyRatingValidationError: 'Elige de 1 a 5 estrellas.',
  SurveySendFailedError: 'No se ha podido enviar tu opinión. Inténtalo de nuevo.',
};
