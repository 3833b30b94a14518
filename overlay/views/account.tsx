/** @jsxImportSource preact */
/** login, signup, pwdlost and pwdreset: the account flows on guest/login, signup, passwordLost, passwordReset. */
import { useState } from 'preact/hooks';
import type { GuestSession } from '../../sdk/api/guest-types';
import { readClick } from '../../sdk/attribution';
import { legalUrl } from '../config';
import { text } from '../texts';
import { Field, Form, Message, useSubmit, type ViewProps } from './shared';

/** Log in (or, with `signup`, create an account); a wrong login gets its own actionable text. */
export function Account(props: ViewProps & { signup: boolean }) {
  const { lang } = props;
  const [name, setName] = useState(props.options.signupName ?? '');
  const [email, setEmail] = useState(props.options.signupEmail ?? '');
  const [password, setPassword] = useState('');
  const submit = useSubmit(lang, { WRONG_CREDENTIALS: 'loginWrong' });
  // The checkboxes are required: the browser keeps the form from being sent until both are ticked.
  const send = () => submit.run(async () => {
    const answer = props.signup
      ? await props.api.post<{ data: GuestSession }>('guest/signup', { name: name.trim(), email: email.trim(), password, signupOrigin: 'overlay', attribution: readClick(props.options) ?? undefined, ageConfirmed: true, termsAccepted: true })
      : await props.api.post<{ data: GuestSession }>('guest/login', { email: email.trim(), password });
    props.onGuest(answer.data);
  });
  return (
    <>
    <Form label={text(lang, props.signup ? 'signup' : 'login')} onSubmit={send}>
      {props.signup && <Field label={text(lang, 'name')} name="name" value={name} onInput={setName} autocomplete="username" />}
      <Field label={text(lang, 'email')} name="email" type="email" value={email} onInput={setEmail} autocomplete="email" />
      <Field label={text(lang, 'password')} name="password" type="password" value={password} onInput={setPassword} autocomplete={props.signup ? 'new-password' : 'current-password'} />
      {props.signup && <SignUpConfirmations {...props} />}
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{text(lang, props.signup ? 'signup' : 'login')}</button>
      <button type="button" class="link" onClick={() => props.go(props.signup ? 'login' : 'signup')}>{text(lang, props.signup ? 'toLogin' : 'toSignup')}</button>
    </Form>
    {!props.signup && <PasswordLost {...props} />}
    </>
  );
}

/** pwdlost: asks for a reset link (the answer never tells whether the address exists). */
export function PasswordLost(props: ViewProps) {
  const { lang } = props;
  const [open, setOpen] = useState(props.flow === 'pwdlost');
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const submit = useSubmit(lang);
  if (!open) return <button type="button" class="link" onClick={() => setOpen(true)}>{text(lang, 'forgot')}</button>;
  if (sent) return <Message kind="notice">{text(lang, 'linkSent', { email })}</Message>;
  const send = () => submit.run(async () => {
    await props.api.post('guest/passwordLost', { email: email.trim() });
    setSent(true);
    if (props.flow === 'pwdlost') props.onSuccess();
  });
  // A nested form is invalid HTML: this part submits through its own button.
  return (
    <div class="group" role="group" aria-label={text(lang, 'forgot')}>
      <Field label={text(lang, 'email')} name="lost-email" type="email" value={email} onInput={setEmail} autocomplete="email" />
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="button" disabled={submit.pending} onClick={send}>{text(lang, 'sendLink')}</button>
    </div>
  );
}

/** pwdreset: a new password with the token from the e-mail. */
export function PasswordReset(props: ViewProps) {
  const { lang } = props;
  const [token, setToken] = useState('');
  const [password, setPassword] = useState('');
  const [saved, setSaved] = useState(false);
  const submit = useSubmit(lang);
  const send = () => submit.run(async () => {
    await props.api.post('guest/passwordReset', { token: token.trim(), password });
    setSaved(true);
    props.onSuccess();
  });
  if (saved) return <Message kind="notice">{text(lang, 'passwordSaved')}</Message>;
  return (
    <Form label={text(lang, 'newPassword')} onSubmit={send}>
      <Field label={text(lang, 'resetToken')} name="token" value={token} onInput={setToken} autocomplete="one-time-code" />
      <Field label={text(lang, 'newPassword')} name="password" type="password" value={password} onInput={setPassword} autocomplete="new-password" />
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{text(lang, 'save')}</button>
    </Form>
  );
}

/**
 * issue 12 §4: "sign-up asks for confirmation of age and acceptance of the terms and data protection".
 * The legal links (spec 002 §3.1 agb, privacy) open in a new tab, so the overlay keeps what was typed.
 */
function SignUpConfirmations({ lang, options }: ViewProps) {
  // Checked again here: update-params may bring options the query parser never saw.
  const link = (href: string | undefined, words: string) => {
    const url = legalUrl(href);
    return url ? <a href={url} target="_blank" rel="noopener">{words}</a> : words;
  };
  return (
    <>
      <label class="check confirm"><input type="checkbox" name="ageConfirmed" required /> <span>{text(lang, 'ageConfirmed')}</span></label>
      <label class="check confirm">
        <input type="checkbox" name="termsAccepted" required />{' '}
        <span>
          {text(lang, 'termsAccepted')} {link(options.agb, text(lang, 'termsLink'))} {text(lang, 'termsAnd')} {link(options.privacy, text(lang, 'privacyLink'))}
          {text(lang, 'termsEnd') === '.' ? '.' : ` ${text(lang, 'termsEnd')}`}
        </span>
      </label>
    </>
  );
}
