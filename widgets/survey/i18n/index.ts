import type { Language } from '../../../sdk/config';
import { namespaceTranslator, type TranslatorOf } from '../../i18n';
import { de } from './de';
import { en, type SurveyTextKey } from './en';
import { es } from './es';
import { nl } from './nl';

export type { SurveyTextKey, SurveyTexts } from './en';

export type SurveyTranslate = TranslatorOf<SurveyTextKey>;

/** The survey texts in every supported language (namespace `survey`). */
export const SURVEY_TEXTS = { de, en, es, nl } as const;

/** A translate function for the survey namespace in `language`. */
export function surveyTranslator(language: Language): SurveyTranslate {
  return namespaceTranslator('survey', SURVEY_TEXTS, language);
}
