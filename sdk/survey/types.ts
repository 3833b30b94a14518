/**
 * Wire types and constants of the feedback and chat-exit surveys (spec 002
 * §3.9, §7.7, §9). The server imports this module too: one source of truth.
 */

import type { ErrorBody } from '../api/types';

/** spec 002 §4.7: "Only one survey type is active at a time": the two types. */
export type SurveyType = 'feedback' | 'chatexit';

/** spec 002 §9: "Feedback maximum 1200 characters." */
export const FEEDBACK_MAX_LENGTH = 1200;
/** spec 002 §9: "Time-limit notice 5 seconds." */
export const TIME_LIMIT_NOTICE_MS = 5000;
/** spec 002 §9: "Survey modal max width 600 px." */
export const SURVEY_MAX_WIDTH_PX = 600;
/** How long the "sent" notice stays before the dialog closes (spec: "the dialog closes"; the delay is ours). */
export const STORED_CLOSE_DELAY_MS = 1500;
/** Server rule: one feedback per guest in this window (spec: "with its time limit"; the length is ours). */
export const FEEDBACK_TIME_LIMIT_MS = 10 * 60_000;
/** Chat-exit ratings run from 1 to 5 stars. */
export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** POST survey/feedback (spec 002 §7.7). */
export interface FeedbackRequest {
  feedback: string;
  email?: string;
  currentUrl: string;
  mobile?: boolean;
  rating?: number;
}

/** POST survey/chatexit (spec 002 §7.7). */
export interface ChatExitRequest {
  actorId: number;
  currentUrl: string;
  chatId?: string;
  mobile?: boolean;
  feedback?: string;
  rating?: number;
  isAnonymousVoicecall?: boolean;
  chatType?: string;
}

/** spec 002 §3.9: "A response holds stored and timeLimit." */
export interface SurveyResult {
  stored: boolean;
  timeLimit: boolean;
  /** Seconds until the guest may send again; 0 when stored. */
  retryAfterSeconds: number;
}

export interface SurveyAnswer {
  success: true;
  data: SurveyResult;
}

/** GET or POST survey/feedbackdata: what the dialog needs before the guest types. */
export interface FeedbackData {
  /** Headline per survey type, in the request language. */
  headlines: Record<SurveyType, string>;
  /** False while the guest's feedback time limit runs. */
  canSend: boolean;
  retryAfterSeconds: number;
  maxLength: number;
  /** The logged-in guest's e-mail, for the prefill; null otherwise. */
  email: string | null;
}

export interface FeedbackDataAnswer {
  success: true;
  data: FeedbackData;
}

/** The 429 body: the usual ErrorBody plus the wait, so a client can say when to retry. */
export interface SurveyTimeLimitBody extends ErrorBody {
  statusCode: 429;
  timeLimit: true;
  retryAfterSeconds: number;
}
