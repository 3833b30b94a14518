/** Wire schemas of the survey answers (spec 002 §3.9, §7.7). */
import { Type } from 'typebox';
import { Answer, ErrorBodySchema, Nullable } from './common';

/** spec 002 §3.9: "A response holds stored and timeLimit." */
export const SurveyAnswerSchema = Answer(Type.Object({
  stored: Type.Boolean(),
  timeLimit: Type.Boolean(),
  retryAfterSeconds: Type.Integer({ description: 'seconds until the guest may send again; 0 when stored' }),
}));

/** GET or POST survey/feedbackdata: what the dialog needs before the guest types. */
export const FeedbackDataSchema = Type.Object({
  headlines: Type.Object({ feedback: Type.String(), chatexit: Type.String() }, { description: 'headline per survey type, in the request language' }),
  canSend: Type.Boolean({ description: 'false while the guest\'s feedback time limit runs' }),
  retryAfterSeconds: Type.Integer(),
  maxLength: Type.Integer(),
  email: Nullable(Type.String({ description: 'the logged-in guest\'s e-mail, for the prefill' })),
});
export const FeedbackDataAnswerSchema = Answer(FeedbackDataSchema);

/** The survey's 429: the ErrorBody plus the wait, so a client can say when to retry. */
export const SurveyTimeLimitSchema = Type.Object({
  ...ErrorBodySchema.properties,
  statusCode: Type.Literal(429),
  timeLimit: Type.Literal(true),
  retryAfterSeconds: Type.Integer(),
}, { title: 'SurveyTimeLimit' });
