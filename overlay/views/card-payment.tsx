/** @jsxImportSource preact */
/**
 * The card top-up of moneycharge, limit, trialmoneycharge, changecc and
 * changels: payment/topup with the sandbox card form; a 3-D Secure step opens
 * the provider's page in a popup and the guest confirms with the bank's code.
 */
import { useState } from 'preact/hooks';
import { idempotencyKey } from '../api';
import { text } from '../texts';
import { Field, Form, Message, refreshGuest, useSubmit, type ViewProps } from './shared';

interface TopUpAnswer { status?: string; paymentId?: string; challengeUrl?: string; guestBalanceFormatted?: string }

const DEFAULT_AMOUNT = 20;

/** The card form and its 3-D Secure step. */
export function CardPayment(props: ViewProps) {
  const { lang } = props;
  const [amount, setAmount] = useState(String(props.options.selectedAmount ?? DEFAULT_AMOUNT));
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [challenge, setChallenge] = useState<{ paymentId: string; url: string; blocked: boolean } | null>(null);
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const submit = useSubmit(lang, { PAYMENT_DECLINED: challenge ? 'threeDsFailed' : 'declined', WRONG_3DS_CODE: 'threeDsFailed' });

  const settle = async (answer: TopUpAnswer) => {
    setChallenge(null);
    await refreshGuest(props);
    setDone(text(lang, 'done', { balance: answer.guestBalanceFormatted ?? '' }));
    props.onSuccess();
  };

  // Busy only while a charge is in flight: nothing is charged while the guest reads the bank's window.
  const inFlight = async <T,>(work: () => Promise<T>): Promise<T> => {
    props.onBusy(true);
    try {
      return await work();
    } finally {
      props.onBusy(false);
    }
  };

  const pay = () => submit.run(async () => {
    const body = { amountEuros: Number(amount.replace(',', '.')), card, idempotencyKey: idempotencyKey('overlay') };
    const answer = await inFlight(() => props.api.post<TopUpAnswer>('payment/topup', body));
    if (answer.status === 'requires_action' && answer.paymentId && answer.challengeUrl) {
      const popup = window.open(answer.challengeUrl, 'velvet-3ds', 'popup,width=480,height=640');
      setChallenge({ paymentId: answer.paymentId, url: answer.challengeUrl, blocked: !popup });
      return;
    }
    await settle(answer);
  });

  const confirm = () => submit.run(async () => {
    if (!challenge) return;
    const answer = await inFlight(() => props.api.post<TopUpAnswer>('payment/confirm3ds', { paymentId: challenge.paymentId, code: code.trim() }));
    await settle(answer);
  });

  if (done) return <Message kind="notice">{done}</Message>;
  if (challenge) {
    return (
      <Form label={text(lang, 'threeDsCode')} onSubmit={confirm}>
        {challenge.blocked && (
          <Message kind="error">
            {text(lang, 'popupBlocked')} <a href={challenge.url} target="_blank" rel="noopener">{text(lang, 'openBank')}</a>
          </Message>
        )}
        <p>{text(lang, 'threeDsHint')}</p>
        <Field label={text(lang, 'threeDsCode')} name="code" value={code} onInput={setCode} inputMode="numeric" autocomplete="one-time-code" />
        {submit.error && <Message kind="error">{submit.error}</Message>}
        <button type="submit" disabled={submit.pending}>{submit.pending ? text(lang, 'paying') : text(lang, 'confirm')}</button>
      </Form>
    );
  }
  return (
    <Form label={text(lang, 'payment')} onSubmit={pay}>
      {props.flow === 'changecc' && <p>{text(lang, 'changeCard')}</p>}
      {props.flow === 'changels' && <Message kind="notice">{text(lang, 'noDebit')}</Message>}
      {props.guest && <p class="balance">{text(lang, 'balance', { balance: props.guest.balanceFormatted })}</p>}
      <Field label={text(lang, 'amount')} name="amount" value={amount} onInput={setAmount} inputMode="decimal" />
      <Field label={text(lang, 'cardNumber')} name="cardnumber" value={card.number} onInput={(number) => setCard({ ...card, number })} inputMode="numeric" autocomplete="cc-number" />
      <div class="row">
        <Field label={text(lang, 'expiry')} name="expiry" value={card.expiry} onInput={(expiry) => setCard({ ...card, expiry })} autocomplete="cc-exp" />
        <Field label={text(lang, 'cvc')} name="cvc" value={card.cvc} onInput={(cvc) => setCard({ ...card, cvc })} inputMode="numeric" autocomplete="cc-csc" />
      </div>
      {submit.error && <Message kind="error">{submit.error}</Message>}
      <button type="submit" disabled={submit.pending}>{submit.pending ? text(lang, 'paying') : text(lang, 'pay', { amount })}</button>
    </Form>
  );
}
