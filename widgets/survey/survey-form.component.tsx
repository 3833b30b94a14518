/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import type { SurveyAction, SurveyState } from '../../sdk/survey/machine';
import { clampFeedbackInput } from '../../sdk/survey/validation';
import { FEEDBACK_MAX_LENGTH } from '../../sdk/survey/types';
import { Rating } from './rating.component';
import type { SurveyTextKey, SurveyTranslate } from './i18n';

export interface SurveyFormProps {
  state: SurveyState;
  dispatch(action: SurveyAction): void;
  submit(): void;
  /** Seconds the server said the guest must wait before sending (from survey/feedbackdata). */
  waitSeconds: number;
  t: SurveyTranslate;
}

const BUTTON_TEXT: Record<SurveyState['status'], SurveyTextKey> = {
  editing: 'survey.send',
  sending: 'survey.sending',
  stored: 'survey.send',
  // spec 002 §4.7: "the button shows 'please try again later' in a disabled colour"
  'time-limited': 'survey.tryLater',
};

/** The free-text box with its live count, the optional e-mail box (feedback) or the stars (chat exit), and the send button. */
export function SurveyForm({ state, dispatch, submit, waitSeconds, t }: SurveyFormProps) {
  const id = useId();
  const ids = { text: `${id}-text`, textError: `${id}-text-error`, count: `${id}-count`, email: `${id}-email`, emailError: `${id}-email-error`, emailHint: `${id}-email-hint` };
  const { errors, status } = state;
  const busy = status !== 'editing';
  const onSubmit = (event: Event) => {
    event.preventDefault();
    submit();
  };
  // Ctrl/Cmd+Enter sends from the text box; plain Enter is a new line.
  const onTextKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey) && !event.isComposing) {
      event.preventDefault();
      submit();
    }
  };
  const onTextInput = (event: Event) => {
    const box = event.currentTarget as HTMLTextAreaElement;
    // maxLength stops typing; a paste or a script can still overfill the box, so cut it here too.
    const clamped = clampFeedbackInput(box.value);
    if (clamped !== box.value) box.value = clamped;
    dispatch({ type: 'editText', value: clamped });
  };

  return (
    <form class="survey-form" noValidate onSubmit={onSubmit}>
      {state.type === 'chatexit' && <Rating value={state.rating} disabled={status === 'sending'} error={errors.rating && t(errors.rating)} onChange={(value) => dispatch({ type: 'rate', value })} t={t} />}
      <label for={ids.text}>{t('survey.textLabel')}</label>
      <textarea
        id={ids.text}
        class="survey-text"
        value={state.text}
        maxLength={FEEDBACK_MAX_LENGTH}
        placeholder={t('survey.textPlaceholder')}
        required={state.type === 'feedback'}
        readOnly={status === 'sending'}
        aria-invalid={errors.text ? 'true' : 'false'}
        aria-describedby={errors.text ? `${ids.textError} ${ids.count}` : ids.count}
        onInput={onTextInput}
        onKeyDown={onTextKeyDown}
      />
      <p id={ids.count} class="survey-count" aria-live="polite">
        {t('survey.count', { count: state.text.length, max: FEEDBACK_MAX_LENGTH })}
      </p>
      {errors.text && (
        <p id={ids.textError} class="survey-error" role="alert">
          {t(errors.text)}
        </p>
      )}
      {state.type === 'feedback' && (
        <>
          <label for={ids.email}>{t('survey.emailLabel')}</label>
          <input
            id={ids.email}
            class="survey-email"
            type="email"
            autoComplete="email"
            value={state.email}
            readOnly={status === 'sending'}
            aria-invalid={errors.email ? 'true' : 'false'}
            aria-describedby={errors.email ? `${ids.emailError} ${ids.emailHint}` : ids.emailHint}
            onInput={(event) => dispatch({ type: 'editEmail', value: (event.currentTarget as HTMLInputElement).value })}
          />
          <p id={ids.emailHint} class="survey-hint">
            {t('survey.emailHint')}
          </p>
          {errors.email && (
            <p id={ids.emailError} class="survey-error" role="alert">
              {t(errors.email)}
            </p>
          )}
        </>
      )}
      {errors.form && (
        <p class="survey-error" role="alert">
          {t(errors.form)}
        </p>
      )}
      {waitSeconds > 0 && status === 'editing' && <p class="survey-hint">{t('survey.waitHint', { minutes: Math.ceil(waitSeconds / 60) })}</p>}
      {/* aria-disabled, not disabled: the button keeps keyboard focus while sending or time-limited. */}
      <button type="submit" class="survey-send" aria-disabled={busy ? 'true' : 'false'} aria-busy={status === 'sending' ? 'true' : 'false'}>
        {t(BUTTON_TEXT[status])}
      </button>
    </form>
  );
}
