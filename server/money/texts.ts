/** The money messages a guest reads (402 and bonus-code refusals), in every interface language. */
import type { Language } from '../../sdk/config';
import type { BonusRefusal } from '../../sdk/payment/bonus-codes';

type Texts = Record<Language, string>;

const NOT_ENOUGH: Texts = {
  de: 'Nicht genug Coins: Der Preis ist {price}, dein Guthaben {balance}. Bitte lade Guthaben auf.',
  en: 'Not enough coins: the price is {price} and your balance is {balance}. Please top up.',
  es: 'No tienes suficientes monedas: el precio es {price} y tu saldo {balance}. Recarga tu saldo.',
  nl: 'Niet genoeg coins: de prijs is {price} en je saldo {balance}. Waardeer je saldo op.',
};

const REFUSALS: Record<BonusRefusal, Texts> = {
  unknownCode: { de: 'Diesen Bonuscode gibt es nicht.', en: 'This bonus code does not exist.', es: 'Este código de bonificación no existe.', nl: 'Deze bonuscode bestaat niet.' },
  loginRequired: { de: 'Bitte melde dich an, um den Code einzulösen.', en: 'Please log in to redeem this code.', es: 'Inicia sesión para canjear este código.', nl: 'Log in om deze code in te wisselen.' },
  notYetValid: { de: 'Dieser Code ist noch nicht gültig.', en: 'This code is not valid yet.', es: 'Este código aún no es válido.', nl: 'Deze code is nog niet geldig.' },
  expired: { de: 'Dieser Code ist abgelaufen.', en: 'This code has expired.', es: 'Este código ha caducado.', nl: 'Deze code is verlopen.' },
  alreadyRedeemed: { de: 'Du hast diesen Code bereits eingelöst.', en: 'You have already redeemed this code.', es: 'Ya has canjeado este código.', nl: 'Je hebt deze code al ingewisseld.' },
  requiresMobileAuth: { de: 'Für diesen Code musst du deine Handynummer bestätigen.', en: 'This code needs a verified mobile number.', es: 'Este código requiere un número de móvil verificado.', nl: 'Voor deze code is een bevestigd mobiel nummer nodig.' },
  requiresVip: { de: 'Dieser Code ist nur für VIP-Mitglieder.', en: 'This code is for VIP members only.', es: 'Este código es solo para miembros VIP.', nl: 'Deze code is alleen voor VIP-leden.' },
};

/** The 402 message, with price and balance already formatted for the language. */
export function notEnoughCoinsText(language: Language, price: string, balance: string): string {
  return NOT_ENOUGH[language].replace('{price}', price).replace('{balance}', balance);
}

/** Why a bonus code cannot be redeemed, in the guest's language. */
export function bonusRefusalText(language: Language, refusal: BonusRefusal): string {
  return REFUSALS[refusal][language];
}

/** HTTP status of a refusal: 404 unknown, 401 not logged in, 409 already redeemed, 403 for unmet conditions or validity. */
export function bonusRefusalStatus(refusal: BonusRefusal): number {
  if (refusal === 'unknownCode') return 404;
  if (refusal === 'loginRequired') return 401;
  if (refusal === 'alreadyRedeemed') return 409;
  return 403;
}
