/** @jsxImportSource preact */
/**
 * oneclick (charge a stored card with one click, configuring it first when
 * needed), autorecharge, settings and vxsettings (the one-click and
 * auto-recharge settings; spec 000 §5: only with a stored card).
 */
import { useMemo, useState } from 'preact/hooks';
import { readClick } from '../../sdk/attribution';
import { eurosToCents, MAX_TOPUP_EUROS, MIN_TOPUP_EUROS } from '../../sdk/payment/amounts';
import { readTopUpAmount } from '../../sdk/payment/euros';
import { createAttemptKeys } from '../../sdk/top-up/attempt-key';
import { text } from '../texts';
import { Field, Form, Message, refreshGuest, useSubmit, type ViewProps } from './shared';

/** One click: configure the amount and charge the stored card. */
export function OneClick(props: ViewProps) {
  const { lang } = props;
  const [amount, setAmount] = useState(String(props.options.selectedAmount ?? props.guest?.oneClickAmounts[0] ?? 20));
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(lang, { PAYMENT_DECLINED: 'declined', NO_STORED_CARD: 'needCard' });
  // One key per attempt: pressing pay again after a lost answer resends the same charge, not a second one.
  const keys = useMemo(() => createAttemptKeys(), []);
  const pay = () => submit.run(async () => {
    const reading = readTopUpAmount(amount);
    if (!reading.ok) return submit.setError(text(lang, 'badAmount', { min: MIN_TOPUP_EUROS, max: MAX_TOPUP_EUROS }));
    const euros = reading.euros;
    props.onBusy(true);
    try {
      if (!props.guest?.oneClickConfig || (props.guest.oneClickConfig as { enabled?: boolean }).enabled !== true) {
        await props.api.post('payment/oneClick/config', { enabled: true, amounts: [euros] });
      }
      await keys.send(String(eurosToCents(euros)), (idempotencyKey) => props.api.post('payment/oneClick/charge', { amount: euros, idempotencyKey, attribution: readClick(props.options) ?? undefined }));
    } finally {
      props.onBusy(false);
    }
    const guest = await refreshGuest(props);
    setDone(text(lang, 'done', { balance: guest.balanceFormatted }));
    props.onSuccess();
  });
  if (done) return <Message kind="notice">{done}</Message>;
  return (
    <Form label={text(lang, 'oneClick')} onSubmit={pay}>
      <Field label={text(lang, 'amount')} name="amount" value={amount} onInput={setAmount} inputMode="decimal" />
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{submit.pending ? text(lang, 'paying') : text(lang, 'pay', { amount })}</button>
    </Form>
  );
}

/** The one-click and auto-recharge switches (settings, vxsettings, autorecharge). */
export function PaymentSettings(props: ViewProps) {
  const { lang, guest } = props;
  const auto = (guest?.autoRechargeConfig ?? {}) as { enabled?: boolean; amountEuros?: number; thresholdCoins?: number };
  const [oneClick, setOneClick] = useState(Boolean((guest?.oneClickConfig as { enabled?: boolean } | null)?.enabled));
  const [autoOn, setAutoOn] = useState(props.flow === 'autorecharge' ? true : Boolean(auto.enabled));
  const [amount, setAmount] = useState(String(auto.amountEuros ?? props.options.selectedAmount ?? 20));
  const [threshold, setThreshold] = useState(String(auto.thresholdCoins ?? 100));
  const [saved, setSaved] = useState(false);
  const submit = useSubmit(lang, { NO_STORED_CARD: 'needCard' });
  const save = () => submit.run(async () => {
    const reading = readTopUpAmount(amount);
    if (!reading.ok) return submit.setError(text(lang, 'badAmount', { min: MIN_TOPUP_EUROS, max: MAX_TOPUP_EUROS }));
    // Whole coins as typed: the server takes no "100.5" or "1e3" either.
    if (!/^\s*\d{1,4}\s*$/.test(threshold)) return submit.setError(text(lang, 'badThreshold'));
    const coins = Number(threshold);
    const euros = reading.euros;
    if (props.flow !== 'autorecharge') await props.api.post('payment/oneClick/config', { enabled: oneClick, amounts: [euros] });
    await props.api.post('payment/autoRecharge/config', { enabled: autoOn, amountEuros: euros, thresholdCoins: coins });
    await refreshGuest(props);
    setSaved(true);
    props.onSuccess();
  });
  const toggle = (label: string, name: string, checked: boolean, set: (value: boolean) => void) => (
    <label class="check"><input type="checkbox" name={name} checked={checked} onChange={(event) => set((event.currentTarget as HTMLInputElement).checked)} /> {label}</label>
  );
  if (saved) return <Message kind="notice">{text(lang, 'done2')}</Message>;
  return (
    <Form label={text(lang, 'save')} onSubmit={save}>
      {props.flow !== 'autorecharge' && toggle(text(lang, 'oneClick'), 'oneclick', oneClick, setOneClick)}
      {toggle(text(lang, 'autoRecharge'), 'autorecharge', autoOn, setAutoOn)}
      <Field label={text(lang, 'amount')} name="amount" value={amount} onInput={setAmount} inputMode="decimal" />
      <Field label={text(lang, 'threshold')} name="threshold" value={threshold} onInput={setThreshold} inputMode="numeric" />
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{text(lang, 'save')}</button>
    </Form>
  );
}
