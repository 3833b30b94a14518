import { useRef, useState, type FormEvent } from 'react';
import type { TopUpAnswer } from '../../../../sdk/api/guest';
import { RestError } from '../../../../sdk/api/errors';
import { eurosToCoins, formatMoney } from '../../../../sdk/money';
import { cardProblem, MAX_TOPUP_EUROS, MIN_TOPUP_EUROS, topUpAmountProblem } from '../../../../sdk/payment';
import { confirmThreeDs, newIdempotencyKey, topUp } from '../../../../sdk/session';
import type { SiteKey } from '../../../shared/i18n';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { codeOf } from '../server-field';
import { FormField } from './form-field';

type Field = 'amount' | 'number' | 'expiry' | 'cvc' | 'code';
type Result = { kind: 'success'; coins: number } | { kind: 'error'; key: SiteKey } | null;

const FIELD_ERRORS: Record<Field, SiteKey> = {
  amount: 'topUp.error.amount',
  number: 'topUp.error.number',
  expiry: 'topUp.error.expiry',
  cvc: 'topUp.error.cvc',
  code: 'topUp.error.code',
};

/** The fields payment/topup and payment/confirm3ds name in a 400 or 402. */
const SERVER_FIELDS: Record<string, Field | undefined> = {
  'body.amountEuros': 'amount',
  'body.card.number': 'number',
  'body.card.expiry': 'expiry',
  'body.card.cvc': 'cvc',
  'body.code': 'code',
};

/** Parses "12,50" and "12.50" alike: people type the decimal mark of their language. */
function parseEuros(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text.trim().replace(',', '.'));
}

/**
 * Buys coins with a card through the sandbox provider: amount in euros (the
 * coins it buys shown as you type, spec 000 §1 "One euro equals 4 coins,
 * rounded up"), card, then a 3-D Secure code when the provider asks for one.
 */
export function TopUpForm() {
  const t = useSiteT();
  const language = useLanguage();
  const [values, setValues] = useState({ amount: '20', number: '', expiry: '', cvc: '', code: '' });
  const [challenge, setChallenge] = useState<string | null>(null);
  const [fieldError, setFieldError] = useState<{ field: Field; key: SiteKey } | null>(null);
  const [result, setResult] = useState<Result>(null);
  const [sending, setSending] = useState(false);
  // One key per submitted top-up, kept while a network failure makes the guest send the same one again.
  const keyRef = useRef<string | null>(null);

  const euros = parseEuros(values.amount);
  const amountOk = topUpAmountProblem(euros) === null;
  const coins = amountOk ? eurosToCoins(euros) : null;

  const settle = (answer: TopUpAnswer) => {
    keyRef.current = null;
    if (answer.status === 'requires_action') {
      setChallenge(answer.paymentId);
      return;
    }
    setChallenge(null);
    setResult(answer.success ? { kind: 'success', coins: answer.coins + answer.bonusCoins } : { kind: 'error', key: 'topUp.declined' });
    if (answer.success) setValues((old) => ({ ...old, number: '', expiry: '', cvc: '', code: '' }));
  };

  const fail = (error: unknown) => {
    const code = codeOf(error);
    if (code === null) return setResult({ kind: 'error', key: 'form.error.network' });
    keyRef.current = null;
    const field = error instanceof RestError ? SERVER_FIELDS[error.field ?? ''] : undefined;
    if (field) return setFieldError({ field, key: FIELD_ERRORS[field] });
    // payment/topup answers a decline with 402 PAYMENT_DECLINED (nothing charged).
    if (code === 'PAYMENT_DECLINED') return setResult({ kind: 'error', key: 'topUp.declined' });
    if (code === 'LOGIN_REQUIRED') return setResult({ kind: 'error', key: 'topUp.loginRequired' });
    setResult({ kind: 'error', key: code === 'RATE_LIMITED' ? 'form.error.tooMany' : 'form.error.generic' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    setFieldError(null);
    if (!amountOk) return setFieldError({ field: 'amount', key: FIELD_ERRORS.amount });
    if (challenge === null) {
      const problem = cardProblem({ number: values.number, expiry: values.expiry, cvc: values.cvc }, new Date());
      if (problem) return setFieldError({ field: problem.field, key: FIELD_ERRORS[problem.field] });
    } else if (!/^\d{4,8}$/.test(values.code.trim())) {
      return setFieldError({ field: 'code', key: FIELD_ERRORS.code });
    }
    setSending(true);
    try {
      if (challenge !== null) settle(await confirmThreeDs(challenge, values.code.trim()));
      else {
        keyRef.current ??= newIdempotencyKey();
        const card = { number: values.number.replace(/[\s-]/g, ''), expiry: values.expiry.trim(), cvc: values.cvc.trim() };
        settle(await topUp({ amountEuros: euros, card, idempotencyKey: keyRef.current }));
      }
    } catch (error) {
      fail(error);
    } finally {
      setSending(false);
    }
  };

  const errorOf = (field: Field) => (fieldError?.field === field ? t(fieldError.key) : null);
  const change = (field: Field) => (event: { target: { value: string } }) => setValues((old) => ({ ...old, [field]: event.target.value }));
  const limits = { min: formatMoney(MIN_TOPUP_EUROS, 'EUR', language), max: formatMoney(MAX_TOPUP_EUROS, 'EUR', language) };
  return (
    <form className="account-form top-up-form" onSubmit={submit} noValidate aria-labelledby="top-up-title">
      <h2 id="top-up-title" className="account-form__heading">
        {t('topUp.title')}
      </h2>
      <FormField label={t('topUp.amount')} name="amount" inputMode="decimal" value={values.amount} onChange={change('amount')} error={errorOf('amount')} hint={t('topUp.amountHint', limits)} disabled={challenge !== null} />
      <p className="top-up-form__coins" aria-live="polite">
        {coins === null ? '\u00a0' : t('topUp.youGet', { coins: formatMoney(coins, 'VXC', language) })}
      </p>
      {challenge === null ? (
        <>
          <FormField label={t('topUp.cardNumber')} name="cardNumber" inputMode="numeric" autoComplete="cc-number" value={values.number} onChange={change('number')} error={errorOf('number')} />
          <div className="top-up-form__row">
            <FormField label={t('topUp.expiry')} name="expiry" placeholder={t('topUp.expiryPlaceholder')} autoComplete="cc-exp" value={values.expiry} onChange={change('expiry')} error={errorOf('expiry')} />
            <FormField label={t('topUp.cvc')} name="cvc" inputMode="numeric" autoComplete="cc-csc" value={values.cvc} onChange={change('cvc')} error={errorOf('cvc')} />
          </div>
        </>
      ) : (
        <FormField label={t('topUp.code')} name="code" inputMode="numeric" autoComplete="one-time-code" value={values.code} onChange={change('code')} error={errorOf('code')} hint={t('topUp.codeHint')} autoFocus />
      )}
      {result ? (
        <p className={`account-form__${result.kind === 'success' ? 'success' : 'error'}`} role={result.kind === 'success' ? 'status' : 'alert'}>
          {result.kind === 'success' ? t('topUp.success', { coins: formatMoney(result.coins, 'VXC', language) }) : t(result.key)}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={sending}>
        {sending ? t('form.sending') : challenge === null ? t('topUp.submit') : t('topUp.confirm')}
      </button>
    </form>
  );
}
