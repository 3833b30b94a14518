/** The survey dialog's headlines per language (spec 002 §2.5: "Feedback survey modal: a headline ..."). */
import type { Language } from '../../sdk/config';
import type { SurveyType } from '../../sdk/survey/types';

export const SURVEY_HEADLINES: Record<Language, Record<SurveyType, string>> = {
  de: { feedback: 'Wie gefällt dir unsere Seite? Sag uns deine Meinung', chatexit: 'Wie war dein Chat?' },
  en: { feedback: 'How do you like our site? Tell us what you think', chatexit: 'How was your chat?' },
  es: { feedback: '¿Qué te parece nuestra web? Danos tu opinión', chatexit: '¿Qué tal tu chat?' },
  nl: { feedback: 'Wat vind je van onze site? Laat ons je mening weten', chatexit: 'Hoe was je chat?' },
};

/** The 429 message in English, like every ErrorBody (the client shows its own translated 'please try again later'). */
export function timeLimitMessage(what: string, windowMinutes: number, retryAfterSeconds: number): string {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return `Too many ${what}: the limit is ${windowMinutes} minutes; try again in ${wait}`;
}
