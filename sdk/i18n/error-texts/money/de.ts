/** The words of the money area's ErrorBody codes (../money.ts) in German. */
import type { MoneyCode } from '../codes';

export const WORDS = {
  NOT_ENOUGH_COINS: 'Dein Guthaben reicht nicht. Lade zuerst Coins auf.',
  PAYMENT_DECLINED: 'Die Zahlung wurde abgelehnt. Es wurde nichts abgebucht.',
  WRONG_3DS_CODE: 'Der Sicherheitscode ist falsch. Es wurde nichts abgebucht.',
  PAYMENT_IN_PROGRESS: 'Deine Zahlung wird noch bearbeitet. Bitte warte einen Moment.',
  PAYMENT_NOT_OPEN: 'Diese Zahlung ist schon abgeschlossen. Starte bei Bedarf eine neue.',
  NO_STORED_CARD: 'Lade zuerst einmal mit Karte auf; dann kannst du das einrichten.',
  ONE_CLICK_NOT_CONFIGURED: 'Richte zuerst die 1-Klick-Zahlung ein.',
  BONUS_CODE_UNKNOWN: 'Diesen Bonuscode gibt es nicht.',
  BONUS_CODE_NOT_YET_VALID: 'Dieser Code ist noch nicht gültig.',
  BONUS_CODE_EXPIRED: 'Dieser Code ist abgelaufen.',
  BONUS_CODE_ALREADY_REDEEMED: 'Du hast diesen Code bereits eingelöst.',
  BONUS_CODE_NEEDS_MOBILE: 'Für diesen Code musst du deine Handynummer bestätigen.',
  BONUS_CODE_VIP_ONLY: 'Dieser Code ist nur für VIP-Mitglieder.',
  IDEMPOTENCY_KEY_REUSED: 'Diese Zahlung wurde schon mit anderen Angaben gesendet. Starte sie neu.',
} satisfies Record<MoneyCode, string>;
