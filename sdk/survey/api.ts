/**
 * The survey calls of spec 002 §7.7 and how their answers map onto the
 * dialog's states: RATE_LIMITED or a timeLimit flag is time-limited, VALIDATION_FAILED
 * names the field at fault, anything else is a failed send the guest may retry.
 */
import { RestError, type RestClient } from '../api/rest';
import type { SurveyFieldErrors } from './validation';
import type { ChatExitRequest, FeedbackData, FeedbackDataAnswer, FeedbackRequest, SurveyAnswer } from './types';

export type SurveyRequest = { type: 'feedback'; body: FeedbackRequest } | { type: 'chatexit'; body: ChatExitRequest };

export type SendOutcome =
  | { kind: 'stored' }
  | { kind: 'timeLimited'; retryAfterSeconds: number }
  | { kind: 'rejected'; errors: SurveyFieldErrors };

/** The server's field names (ErrorBody.field) mapped onto the dialog's fields. */
const FIELD_ERRORS: Record<string, SurveyFieldErrors> = {
  'body.feedback': { text: 'SurveyFeedbackInputValidationError' },
  'body.email': { email: 'SurveyFeedbackEmailValidationError' },
  'body.rating': { rating: 'SurveyRatingValidationError' },
};

/** POST survey/feedbackdata: headlines, whether the guest may send now, and the e-mail prefill. */
export async function loadFeedbackData(client: RestClient): Promise<FeedbackData> {
  const answer = await client.post<FeedbackDataAnswer>('survey/feedbackdata', {});
  return answer.data;
}

function retryAfterOf(body: Record<string, unknown> | null): number {
  const value = body?.retryAfterSeconds;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.ceil(value) : 0;
}

/** Sends one answer and says which state it ends in; never throws for an HTTP answer. */
export async function sendSurvey(client: RestClient, request: SurveyRequest): Promise<SendOutcome> {
  try {
    const path = request.type === 'feedback' ? 'survey/feedback' : 'survey/chatexit';
    const answer = await client.post<SurveyAnswer>(path, request.body);
    // spec 002 §7.7: "The answer carries a stored flag or a timeLimit flag."
    if (answer.data.timeLimit) return { kind: 'timeLimited', retryAfterSeconds: answer.data.retryAfterSeconds };
    if (answer.data.stored) return { kind: 'stored' };
    return { kind: 'rejected', errors: { form: 'SurveySendFailedError' } };
  } catch (error) {
    if (error instanceof RestError && error.code === 'RATE_LIMITED') return { kind: 'timeLimited', retryAfterSeconds: retryAfterOf(error.body) };
    if (error instanceof RestError && error.code === 'VALIDATION_FAILED') {
      const mapped = error.field ? FIELD_ERRORS[error.field] : undefined;
      return { kind: 'rejected', errors: mapped ?? { form: 'SurveySendFailedError' } };
    }
    // Network failures and 5xx: the guest keeps the text and may press send again.
    return { kind: 'rejected', errors: { form: 'SurveySendFailedError' } };
  }
}
