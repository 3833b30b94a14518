/** @jsxImportSource preact */
import { useRef, useState } from 'preact/hooks';
import { checkImage, messengerErrorText, type MessengerError } from '../../sdk/messenger';
import { giftCharge, messageCharge, paysMessagePrice } from '../../sdk/messenger/pricing';
import { MESSAGE_IMAGE_TYPES, MESSAGE_TEXT_MAX, type IncludedGift, type MessengerChannel, type MessengerGift } from '../../sdk/messenger/types';
import type { GiftPicker as GiftPickerView, GiftPickerProps } from './gift-picker.component';
import { GiftIcon, ImageIcon } from './icons.component';
import { chargeLabel, formatCoins } from './messenger-format';

/** The gift picker's inputs (the composer opens it with its own props) and the open channel. */
export interface ComposerProps extends Omit<GiftPickerProps, 'onClose'> {
  channel: MessengerChannel;
  /** Where "Top up" leads when no host opens the payment overlay. */
  topUpHref: string;
  /** Asks the host for the top-up (covering the missing coins); true when it took it, else the link is followed. */
  onTopUp: (missingCoins: number | null) => boolean;
}

/**
 * The gift picker is a chunk of its own, fetched when a guest first opens it: most messages carry no
 * gift, and the messenger's first load stays within its budget. Once loaded it is kept for the page.
 */
let loadedPicker: typeof GiftPickerView | null = null;

/** Text, gifts and images for the open channel, with the price of the next message and the balance. */
export function Composer(props: ComposerProps) {
  const { channel, guest, gifts, basket, controller, t, language } = props;
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  // The failure itself: a MessengerError's code says whether a top-up would help (never its words).
  const [error, setError] = useState<Partial<MessengerError> | null>(null);
  const [pickerOpen, setPickerOpen] = useState(false);
  const [GiftPicker, setGiftPicker] = useState(() => loadedPicker);
  const fileRef = useRef<HTMLInputElement>(null);

  if (channel.blocked) {
    return (
      <p class="composer composer--blocked" role="status">
        {t('composer.blocked')}
      </p>
    );
  }

  // The one pricing rule the server charges by (sdk/messenger/pricing.ts), so the shown price is the paid price.
  const charge = messageCharge(channel, guest?.vouchers ?? []);
  const giftCoins = basketCoins(gifts, guest?.boughtGifts ?? {}, basket);
  // Gifts without words pay only the gifts (issue 12 §8): then the message price is not shown.
  const priced = basket.length === 0 || paysMessagePrice('gift', text);
  const price = chargeLabel(t, language, charge, channel.freeMessagesAmount);
  const canSend = !sending && (text.trim().length > 0 || basket.length > 0);

  /** Runs one send; the error stays on screen until the guest edits (a vanishing error is easy to miss). */
  const run = async (action: () => Promise<void>, onSuccess: () => void = () => undefined) => {
    setSending(true);
    setError(null);
    try {
      await action();
      onSuccess();
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught : { message: t('composer.sendFailed') });
    } finally {
      setSending(false);
    }
  };
  const send = () => {
    if (!canSend) return;
    const trimmed = text.trim();
    const action = basket.length > 0 ? () => controller.sendBasket(channel.id, trimmed || undefined) : () => controller.sendText(channel.id, trimmed);
    void run(action, () => {
      setText('');
      setPickerOpen(false);
    });
  };
  const togglePicker = () => {
    setPickerOpen(!pickerOpen);
    if (GiftPicker) return;
    import('./gift-picker.component').then(
      (module) => setGiftPicker(() => (loadedPicker = module.GiftPicker)),
      () => setError({ message: messengerErrorText(language, 'network') }),
    );
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // isComposing: Enter that confirms an IME candidate (Japanese, Chinese) must not send.
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      send();
    }
  };
  const onFile = (event: Event) => {
    const input = event.currentTarget as HTMLInputElement;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    // Checked before the upload, with the sdk's rule and words, so a wrong file costs no bandwidth.
    const problem = checkImage(file, language);
    if (problem) setError(problem);
    else void run(() => controller.sendImage(channel.id, file));
  };

  return (
    <div class="composer">
      {pickerOpen && GiftPicker ? <GiftPicker {...props} onClose={() => setPickerOpen(false)} /> : null}
      <div class="composer-meta">
        {priced ? (
          <span class="price" title={t('price.next', { price })}>
            {price}
          </span>
        ) : null}
        {giftCoins !== null ? <span class="gift-price">{t('price.gifts', { price: formatCoins(language, giftCoins) })}</span> : null}
        {guest ? <span class="balance">{t('balance', { balance: formatCoins(language, guest.balance) })}</span> : null}
      </div>
      <div class="composer-row">
        <button type="button" class="icon-button" aria-label={t('composer.gifts')} aria-expanded={pickerOpen ? 'true' : 'false'} onClick={togglePicker}>
          <GiftIcon />
        </button>
        <button type="button" class="icon-button" aria-label={t('composer.image')} disabled={sending} onClick={() => fileRef.current?.click()}>
          <ImageIcon />
        </button>
        <input ref={fileRef} type="file" class="visually-hidden" tabIndex={-1} aria-hidden="true" accept={MESSAGE_IMAGE_TYPES.join(',')} onChange={onFile} />
        <textarea
          class="composer-input"
          rows={2}
          maxLength={MESSAGE_TEXT_MAX}
          aria-label={t('composer.label')}
          placeholder={t('composer.placeholder')}
          title={t('composer.hint')}
          value={text}
          onInput={(event) => {
            setText((event.currentTarget as HTMLTextAreaElement).value);
            setError(null);
          }}
          onKeyDown={onKeyDown}
        />
        <button type="button" class="button send" disabled={!canSend} aria-busy={sending ? 'true' : 'false'} onClick={send}>
          {sending ? t('composer.sending') : t('composer.send')}
        </button>
      </div>
      {error ? (
        <p class="composer-error" role="alert">
          {error.message}
          {error.code === 'notEnoughCoins' ? (
            <a class="button button--small" href={props.topUpHref} onClick={(event) => props.onTopUp(error.missingCoins ?? null) && event.preventDefault()}>
              {t('composer.topUp')}
            </a>
          ) : null}
        </p>
      ) : null}
    </div>
  );
}

/** Coins the basket costs beyond the guest's bought gifts; null when the basket is empty or unpriceable. */
function basketCoins(gifts: readonly MessengerGift[], boughtGifts: Readonly<Record<string, number>>, basket: readonly IncludedGift[]): number | null {
  if (basket.length === 0) return null;
  try {
    return giftCharge(gifts, boughtGifts, basket).coins;
  } catch {
    // An inactive gift in the basket: the server's answer names it when the guest sends.
    return null;
  }
}
