/** The money messages a guest reads (402 and bonus-code refusals), in every interface language. */
import type { Language } from '../../sdk/config';
import { errorWords } from '../../sdk/i18n/errors';
import { BONUS_REFUSAL_CODES, type BonusRefusal } from '../../sdk/payment/bonus-codes';

type Texts = Record<Language, string>;

const NOT_ENOUGH: Texts = {
  de: 'Nicht genug Coins: Der Preis ist {price}, dein Guthaben {balance}. Bitte lade Guthaben auf.',
  en: 'Not enough coins: the price is {price} and your balance is {balance}. Please top up.',
  es: 'No tienes suficientes monedas: el precio es {price} y tu saldo {balance}. Recarga tu saldo.',
  nl: 'Niet genoeg coins: de prijs is {price} en je saldo {balance}. Waardeer je saldo op.',
};


/** The 402 message, with price and balance already formatted for the language. */
export function notEnoughCoinsText(language: Language, price: string, balance: string): string {
  return NOT_ENOUGH[language].replace('{price}', price).replace('{balance}', balance);
}

/** Why a bonus code cannot be redeemed, in the guest's language: the words of its code (sdk/i18n/errors). */
export function bonusRefusalText(language: Language, refusal: BonusRefusal): string {
  return errorWords(BONUS_REFUSAL_CODES[refusal], language);
}

/** HTTP status of a refusal: 404 unknown, 401 not logged in, 409 already redeemed, 403 for unmet conditions or validity. */
export function bonusRefusalStatus(refusal: BonusRefusal): 401 | 403 | 404 | 409 {
  if (refusal === 'unknownCode') return 404;
  if (refusal === 'loginRequired') return 401;
  if (refusal === 'alreadyRedeemed') return 409;
  return 403;
}
