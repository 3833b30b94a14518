import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';

export interface FormSubmitProps {
  /** The form-level error (not tied to one field), announced as an alert. */
  error: SiteKey | null;
  sending: boolean;
  /** The button's label while idle. */
  label: SiteKey;
}

/** The end of every account form: its error, then the submit button, disabled while sending. */
export function FormSubmit({ error, sending, label }: FormSubmitProps) {
  const t = useSiteT();
  return (
    <>
      {error ? (
        <p className="account-form__error" role="alert">
          {t(error)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : t(label)}
      </button>
    </>
  );
}
