/** Display helpers of the messenger widget: pure, so they are tested without a DOM. */
import type { Language } from '../../sdk/config';
import { formatMoney, LOCALES } from '../../sdk/money';
import type { MessageCharge } from '../../sdk/messenger/pricing';
import type { MessengerGift } from '../../sdk/messenger/types';
import type { MessengerTextKey, MessengerTranslate } from './i18n';

/** Keys that exist as `<base>_one` and `<base>_other`. */
type PluralBase<K extends string> = K extends `${infer Base}_one` ? Base : never;

/** Picks the `_one` or `_other` text: de, en, es and nl all use "one" for exactly 1 only. */
export function plural(t: MessengerTranslate, base: PluralBase<MessengerTextKey>, count: number, options: Record<string, unknown> = {}): string {
  const key = `${base}_${count === 1 ? 'one' : 'other'}` as MessengerTextKey;
  return t(key, { ...options, count });
}

/** "3 VXC", as the site header shows the balance (issue 12 §8: one currency word, the sdk's). */
export function formatCoins(language: Language, coins: number): string {
  return formatMoney(coins, 'VXC', language);
}

/** What the composer says about the next message's price (issue 5 §3 "shows the price of the next message and the guest's free messages"). */
export function chargeLabel(t: MessengerTranslate, language: Language, charge: MessageCharge, freeMessagesLeft: number): string {
  switch (charge.kind) {
    case 'free':
      return t('price.free');
    case 'freeMessage':
      return plural(t, 'price.freeMessage', freeMessagesLeft);
    case 'voucher':
      return t('price.voucher');
    case 'coins':
      return formatCoins(language, charge.coins);
  }
}

/** The gift's name in `language` from its translations, else its own name. */
export function giftName(gift: Pick<MessengerGift, 'name' | 'translations'>, language: Language): string {
  return gift.translations.find((translation) => translation.language === language)?.value || gift.name;
}

const UNITS: ReadonlyArray<readonly [Intl.RelativeTimeFormatUnit, number]> = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
];

/** "5 minutes ago", "yesterday" in the widget language; '' for a missing or unreadable time. */
export function relativeTime(iso: string | null, language: Language, now: number = Date.now()): string {
  if (!iso) return '';
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  const seconds = Math.round((time - now) / 1000);
  const format = new Intl.RelativeTimeFormat(LOCALES[language], { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(0, 'minute');
}

/** The clock time of a message, "14:05", in the widget language. */
export function clockTime(iso: string, language: Language): string {
  const time = Date.parse(iso);
  if (Number.isNaN(time)) return '';
  return new Intl.DateTimeFormat(LOCALES[language], { hour: '2-digit', minute: '2-digit' }).format(time);
}
