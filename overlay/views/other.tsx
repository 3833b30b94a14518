/** @jsxImportSource preact */
/** abo/vxabo (subscriptions paid in coins), avs, promocode/scratchcard, and the informational views. */
import { useMemo, useState } from 'preact/hooks';
import { createAttemptKeys } from '../../sdk/top-up/attempt-key';
import { text } from '../texts';
import { Field, Form, Message, refreshGuest, useSubmit, type ViewProps } from './shared';

/** vipabo, trialvipabo (subscription/vip), vxabo, vxtvabo (subscription/tv). */
export function Subscription(props: ViewProps & { kind: 'vip' | 'tv' }) {
  const { lang } = props;
  const [done, setDone] = useState(false);
  const submit = useSubmit(lang, { NOT_ENOUGH_COINS: 'notEnough' });
  const subscribed = props.kind === 'vip' ? props.guest?.isVip : props.guest?.isVXTVAboSubscriber;
  // Subscribing again after a lost answer resends the same purchase (one key per attempt): charged once.
  const keys = useMemo(() => createAttemptKeys(), []);
  const buy = () => submit.run(async () => {
    props.onBusy(true);
    try {
      await keys.send(props.kind, (idempotencyKey) => props.api.post(`subscription/${props.kind}`, { idempotencyKey }));
    } finally {
      props.onBusy(false);
    }
    await refreshGuest(props);
    setDone(true);
    props.onSuccess();
  });
  if (done || subscribed) return <Message kind="notice">{text(lang, 'done2')}</Message>;
  return (
    <Form label={text(lang, props.kind === 'vip' ? 'abo' : 'vxabo')} onSubmit={buy}>
      <p>{text(lang, 'aboText', { balance: props.guest?.balanceFormatted ?? '' })}</p>
      {submit.error && <Message kind="error">{submit.error}</Message>}
      {submit.error && submit.error === text(lang, 'notEnough') && <button type="button" class="link" onClick={() => props.go('payment')}>{text(lang, 'payment')}</button>}
      <button type="submit" disabled={submit.pending}>{text(lang, 'subscribe')}</button>
    </Form>
  );
}

/** avs: starts the sandbox check in a new window and reads avs/status. */
export function AgeVerification(props: ViewProps) {
  const { lang } = props;
  const [status, setStatus] = useState<string>(props.guest?.avsStatus ?? 'unknown');
  const submit = useSubmit(lang);
  const start = () => submit.run(async () => {
    const answer = await props.api.post<{ data: { checkoutLink: string; status?: string } }>('avs/start', {});
    window.open(answer.data.checkoutLink, 'velvet-avs', 'popup,width=520,height=700');
  });
  const check = () => submit.run(async () => {
    const answer = await props.api.get<{ data: { avsStatus: string; hasAvs: boolean } }>('avs/status');
    setStatus(answer.data.avsStatus);
    await refreshGuest(props);
    if (answer.data.hasAvs) props.onSuccess();
  });
  return (
    <Form label={text(lang, 'avs')} onSubmit={start}>
      <p>{text(lang, 'avsIntro')}</p>
      <p role="status">{text(lang, 'avsState', { status })}</p>
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{text(lang, 'avsStart')}</button>
      <button type="button" disabled={submit.pending} onClick={check}>{text(lang, 'avsCheck')}</button>
    </Form>
  );
}

/** promocode and scratchcard: a code redeemed through guest/redeemBonus. */
export function PromoCode(props: ViewProps) {
  const { lang } = props;
  const [code, setCode] = useState(props.options.pc ?? '');
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(lang);
  const redeem = () => submit.run(async () => {
    await props.api.post('guest/redeemBonus', { code: code.trim() });
    const guest = await refreshGuest(props);
    setDone(text(lang, 'done', { balance: guest.balanceFormatted }));
    props.onSuccess();
  });
  if (done) return <Message kind="notice">{done}</Message>;
  return (
    <Form label={text(lang, 'promocode')} onSubmit={redeem}>
      <Field label={text(lang, 'code')} name="code" value={code} onInput={setCode} autocomplete="off" />
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{text(lang, 'redeem')}</button>
    </Form>
  );
}

/** carrier and opcompensation: text only, with a way on. */
export function Info(props: ViewProps & { view: 'carrier' | 'opcompensation' }) {
  const { lang } = props;
  return (
    <div>
      <Message kind="notice">{text(lang, props.view === 'carrier' ? 'carrierText' : 'opcompText')}</Message>
      {props.view === 'carrier' && props.guest?.restrictionLevel === 0 && <button type="button" onClick={() => props.go('payment')}>{text(lang, 'payment')}</button>}
    </div>
  );
}

/** logout: ends the session on the server, tells the page. */
export function Logout(props: ViewProps) {
  const { lang } = props;
  const [done, setDone] = useState(false);
  const submit = useSubmit(lang);
  const run = () => submit.run(async () => {
    await props.api.post('guest/logout');
    setDone(true);
    props.onLogout();
  });
  if (done) return <Message kind="notice">{text(lang, 'loggedOut')}</Message>;
  return (
    <div>
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="button" disabled={submit.pending} onClick={run}>{text(lang, 'logout')}</button>
    </div>
  );
}
