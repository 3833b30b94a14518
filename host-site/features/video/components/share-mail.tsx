import { useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router';
import { RestError } from '../../../../sdk/api/errors';
import { errorWords } from '../../../../sdk/i18n/errors';
import { buildPath } from '../../../../sdk/routes';
import { $guest } from '../../../../sdk/session';
import { SHARE_MESSAGE_MAX, sendVideoShareMail, shareMailProblems, type ShareFieldProblem } from '../../../../sdk/video-page';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { withNext } from '../../../shared/session/next-path';
import { useStore } from '../../../shared/session/use-store';

type SendState = { status: 'idle' } | { status: 'sending' } | { status: 'sent'; to: string } | { status: 'failed'; words: string };

const PROBLEM_KEYS: Record<ShareFieldProblem, SiteKey> = {
  required: 'video.share.required',
  invalid: 'video.share.invalid',
  tooLong: 'video.share.tooLong',
};

/**
 * The share e-mail (issue 13 §4 "the share e-mail with a link that opens the
 * video"): the server writes the mail with the video's link in the page's
 * language and allows a few a day from a confirmed address (issue 11 A12).
 * A disclosure, so it costs no room until the guest wants it.
 */
export function ShareMail({ videoId }: { videoId: number }) {
  const t = useSiteT();
  const language = useLanguage();
  const { pathname } = useLocation();
  const guest = useStore($guest);
  const { restClient } = useAppServices();
  const formId = useId();
  const [recipient, setRecipient] = useState('');
  const [message, setMessage] = useState('');
  const [problems, setProblems] = useState<ReturnType<typeof shareMailProblems>>({});
  const [state, setState] = useState<SendState>({ status: 'idle' });
  const recipientRef = useRef<HTMLInputElement>(null);
  // The session does not say whether the address is confirmed: the server's EMAIL_NOT_VERIFIED does.
  const isLoggedIn = guest?.isLoggedIn ?? false;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = shareMailProblems({ recipient, message });
    setProblems(found);
    if (found.recipient) return recipientRef.current?.focus();
    if (found.message || !guest) return;
    setState({ status: 'sending' });
    try {
      const status = await sendVideoShareMail(restClient(language), { recipient: recipient.trim(), message, videoId, guestId: guest.id });
      if (status === 'OK') {
        setState({ status: 'sent', to: recipient.trim() });
        setRecipient('');
        setMessage('');
      } else {
        setState({ status: 'failed', words: t('video.share.failed') });
      }
    } catch (error) {
      // The refusal's code picks the words: DAILY_LIMIT_REACHED, EMAIL_NOT_VERIFIED, a field's VALIDATION_FAILED ...
      const code = error instanceof RestError ? error.code : undefined;
      const words = code === 'EMAIL_NOT_VERIFIED' ? t('video.share.needsVerifiedEmail') : code ? errorWords(code, language) : t('video.share.network');
      setState({ status: 'failed', words });
    }
  };

  return (
    <details className="share-mail">
      <summary className="share-mail__summary">{t('video.share.title')}</summary>
      {!isLoggedIn ? (
        <p className="share-mail__note">
          {t('video.share.needsLogin')} <Link to={withNext(buildPath('logIn', {}, language), pathname)}>{t('account.logIn')}</Link>
        </p>
      ) : (
        <form className="share-mail__form" onSubmit={submit} noValidate aria-describedby={`${formId}-intro`}>
          <p id={`${formId}-intro`} className="share-mail__intro">{t('video.share.intro')}</p>
          <label className="share-mail__label" htmlFor={`${formId}-to`}>{t('video.share.recipient')}</label>
          <input
            ref={recipientRef}
            id={`${formId}-to`}
            className="share-mail__input"
            type="email"
            name="recipient"
            autoComplete="off"
            required
            value={recipient}
            onChange={(event) => setRecipient(event.target.value)}
            aria-invalid={problems.recipient ? true : undefined}
            aria-describedby={problems.recipient ? `${formId}-to-error` : undefined}
          />
          {problems.recipient ? <p id={`${formId}-to-error`} className="share-mail__field-error">{t(PROBLEM_KEYS[problems.recipient])}</p> : null}
          <label className="share-mail__label" htmlFor={`${formId}-message`}>{t('video.share.message')}</label>
          <textarea
            id={`${formId}-message`}
            className="share-mail__input share-mail__message"
            name="message"
            rows={3}
            maxLength={SHARE_MESSAGE_MAX}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
            aria-invalid={problems.message ? true : undefined}
          />
          {problems.message ? <p className="share-mail__field-error">{t(PROBLEM_KEYS[problems.message], { max: SHARE_MESSAGE_MAX })}</p> : null}
          <button type="submit" className="button" disabled={state.status === 'sending'}>
            {state.status === 'sending' ? t('video.share.sending') : t('video.share.send')}
          </button>
          {state.status === 'sent' ? <p className="share-mail__sent" role="status">{t('video.share.sent', { email: state.to })}</p> : null}
          {state.status === 'failed' ? <p className="share-mail__error" role="alert">{state.words}</p> : null}
        </form>
      )}
    </details>
  );
}
