/** @jsxImportSource preact */
import { useId } from 'preact/hooks';
import { RATING_MAX, RATING_MIN } from '../../sdk/survey/types';
import type { SurveyTranslate } from './i18n';

export interface RatingProps {
  value: number | null;
  disabled: boolean;
  error: string | undefined;
  onChange(value: number): void;
  t: SurveyTranslate;
}

/** "4 stars": one/other is all the four languages need for 1 to 5. */
const starLabel = (t: SurveyTranslate, count: number) => t(count === 1 ? 'survey.star_one' : 'survey.star_other', { count });

const STARS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);

/** 1 to 5 stars as native radio buttons: arrow keys and screen readers work without extra code. */
export function Rating({ value, disabled, error, onChange, t }: RatingProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <fieldset class="survey-rating" aria-describedby={error ? errorId : undefined} disabled={disabled}>
      <legend>{t('survey.ratingLabel')}</legend>
      <div class="survey-stars">
        {STARS.map((stars) => (
          <label key={stars} class={`survey-star${value !== null && stars <= value ? ' is-lit' : ''}`} title={starLabel(t, stars)}>
            <input
              type="radio"
              class="survey-star-input"
              name={name}
              value={String(stars)}
              checked={value === stars}
              aria-label={starLabel(t, stars)}
              onChange={() => onChange(stars)}
            />
            <span aria-hidden="true">★</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} class="survey-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
