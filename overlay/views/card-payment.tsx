/** @jsxImportSource preact */
/**
 * The card top-up of moneycharge, limit, trialmoneycharge, changecc and
 * changels: the sdk's top-up controller (issue 11 B5: the one payment path)
 * rendered with the coin packages (issue 12 §7) and the sandbox card form. The controller checks the amount and
 * card, keeps one idempotency key per attempt (paying again after a lost
 * answer charges once), and walks the 3-D Secure step, for which the
 * provider's page opens in a popup.
 */
import { useEffect, useState } from 'preact/hooks';
import type { TopUpOffer } from '../../sdk/api/guest-types';
import { formatCoins, formatEuros } from '../../sdk/money';
import { MAX_TOPUP_EUROS, MIN_TOPUP_EUROS } from '../../sdk/payment/amounts';
import { missingCoins } from '../../sdk/top-up/preselect';
import { readTopUpWanted } from '../../sdk/top-up/wanted';
import type { TopUpProblem, TopUpState } from '../../sdk/top-up/controller';
import type { OverlayLanguage } from '../config';
import { ACCOUNT_AND_MONEY_ERROR_TEXTS, errorWordsIn } from '../../sdk/i18n/errors';
import { text, type TextKey } from '../texts';
import { customAmountCoins, initialChoice, PackagePicker } from './coin-packages';
import { Field, Form, Message, refreshGuest, type ViewProps } from './shared';

const INVALID: Record<string, TextKey> = { amount: 'badAmount', number: 'badCardNumber', expiry: 'badExpiry', cvc: 'badCvc', code: 'badCode' };

/** What the guest reads for a problem of the controller. */
export function problemText(lang: OverlayLanguage, problem: TopUpProblem): string {
  switch (problem.kind) {
    case 'invalid': return text(lang, INVALID[problem.field] ?? 'badAmount', { min: MIN_TOPUP_EUROS, max: MAX_TOPUP_EUROS });
    case 'declined': return text(lang, 'declined');
    case 'wrongCode': return text(lang, 'threeDsFailed');
    // No answer: paying again is the same attempt with the same key, so it is charged at most once.
    case 'noAnswer': return text(lang, problem.status === null ? 'noAnswer' : 'stillProcessing');
    // The words come from the answer's code, in the guest's language (never the server's English text).
    case 'refused': return errorWordsIn(ACCOUNT_AND_MONEY_ERROR_TEXTS, problem.code, lang);
  }
}

/** The card form and its 3-D Secure step. */
export function CardPayment(props: ViewProps) {
  const { lang, topUp: controller } = props;
  // The offer arrives once per frame; until then (or when it fails) the guest can still type an amount.
  const [offer, setOffer] = useState<TopUpOffer | 'loading' | 'failed'>('loading');
  const [selected, setSelected] = useState<number | 'custom' | null>(null);
  const [custom, setCustom] = useState('');
  const wanted = readTopUpWanted(props.options, props.guest?.balance);
  const missing = missingCoins(wanted);
  useEffect(() => {
    let live = true;
    const start = (packages: TopUpOffer['packages']) => {
      const choice = initialChoice(packages, wanted, props.options.selectedAmount);
      if (choice.kind === 'custom') setCustom(String(choice.euros));
      setSelected(choice.kind === 'custom' ? 'custom' : choice.euros);
    };
    props.topUpOffer().then(
      (loaded) => { if (live) { setOffer(loaded); start(loaded.packages); } },
      () => { if (live) { setOffer('failed'); start([]); } },
    );
    return () => { live = false; };
  }, []);
  const amount = selected === 'custom' ? custom : selected === null ? '' : String(selected);
  const [card, setCard] = useState({ number: '', expiry: '', cvc: '' });
  const [code, setCode] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const [popupBlocked, setPopupBlocked] = useState(false);
  const [state, setState] = useState<TopUpState>(controller.getState());
  useEffect(() => {
    let busy = false;
    const stop = controller.subscribe((next) => {
      setState(next);
      // Busy only while a charge is in flight: nothing is charged while the guest reads the bank's window.
      const inFlight = next.phase === 'sending' || next.phase === 'confirming';
      if (inFlight !== busy) props.onBusy((busy = inFlight));
    });
    return () => { stop(); };
  }, [controller]);

  const finish = async (next: TopUpState) => {
    if (next.phase !== 'done' || !next.answer) return;
    // The balance also arrives as a realtime event; a failed reload must not hide the success.
    const guest = await refreshGuest(props).catch(() => null);
    setDone(text(lang, 'done', { balance: guest?.balanceFormatted ?? next.answer.guestBalanceFormatted }));
    props.onSuccess();
  };

  const pay = async () => {
    const next = await controller.pay({ amount, card });
    if (next.phase === 'challenge' && next.challenge) {
      setPopupBlocked(!window.open(next.challenge.url, 'velvet-3ds', 'popup,width=480,height=640'));
    }
    await finish(next);
  };
  const confirm = async () => finish(await controller.confirm(code));

  const sending = state.phase === 'sending' || state.phase === 'confirming';
  const problem = state.problem && <Message kind="error">{problemText(lang, state.problem)}</Message>;
  if (done) return <Message kind="notice">{done}</Message>;
  if (state.challenge && (state.phase === 'challenge' || state.phase === 'confirming')) {
    return (
      <Form label={text(lang, 'threeDsCode')} onSubmit={confirm}>
        {popupBlocked && (
          <Message kind="error">
            {text(lang, 'popupBlocked')} <a href={state.challenge.url} target="_blank" rel="noopener">{text(lang, 'openBank')}</a>
          </Message>
        )}
        <p>{text(lang, 'threeDsHint')}</p>
        <Field label={text(lang, 'threeDsCode')} name="code" value={code} onInput={setCode} inputMode="numeric" autocomplete="one-time-code" />
        {problem}
        <button type="submit" disabled={sending}>{sending ? text(lang, 'paying') : text(lang, 'confirm')}</button>
      </Form>
    );
  }
  return (
    <Form label={text(lang, 'payment')} onSubmit={pay}>
      {props.flow === 'changecc' && <p>{text(lang, 'changeCard')}</p>}
      {props.options.paytype === 'Voice' && <p class="voice-payment">{text(lang, 'voicePayment')}</p>}
      {props.flow === 'changels' && <Message kind="notice">{text(lang, 'noDebit')}</Message>}
      {props.guest && <p class="balance">{text(lang, 'balance', { balance: props.guest.balanceFormatted })}</p>}
      {wanted && missing > 0 && (
        <p class="wanted">{text(lang, 'wanted', { price: formatCoins(wanted.priceCoins, lang), missing: formatCoins(missing, lang) })}</p>
      )}
      {offer === 'loading' && <p class="loading" role="status">{text(lang, 'packagesLoading')}</p>}
      {offer === 'failed' && <Message kind="notice">{text(lang, 'packagesFailed')}</Message>}
      {typeof offer === 'object' && selected !== null && (
        <PackagePicker lang={lang} packages={offer.packages} selected={selected} onChoose={setSelected} missing={missing} />
      )}
      {selected === 'custom' && (
        <div class="custom">
          <Field label={text(lang, 'amount')} name="amount" value={custom} onInput={setCustom} inputMode="decimal" />
          {typeof offer === 'object' && <p class="gets" aria-live="polite">{customAmountCoins(lang, custom, offer.bonusTiers)}</p>}
        </div>
      )}
      <Field label={text(lang, 'cardNumber')} name="cardnumber" value={card.number} onInput={(number) => setCard((old) => ({ ...old, number }))} inputMode="numeric" autocomplete="cc-number" />
      <div class="row">
        <Field label={text(lang, 'expiry')} name="expiry" value={card.expiry} onInput={(expiry) => setCard((old) => ({ ...old, expiry }))} autocomplete="cc-exp" />
        <Field label={text(lang, 'cvc')} name="cvc" value={card.cvc} onInput={(cvc) => setCard((old) => ({ ...old, cvc }))} inputMode="numeric" autocomplete="cc-csc" />
      </div>
      {problem}
      <button type="submit" disabled={sending || selected === null}>{sending ? text(lang, 'paying') : text(lang, 'pay', { amount })}</button>
    </Form>
  );
}
