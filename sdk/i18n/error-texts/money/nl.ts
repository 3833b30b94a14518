/** The words of the money area's ErrorBody codes (../money.ts) in Dutch. */
import type { MoneyCode } from '../codes';

export const WORDS = {
  NOT_ENOUGH_COINS: 'Je saldo is niet genoeg. Koop eerst munten.',
  PAYMENT_DECLINED: 'De betaling is geweigerd. Er is niets afgeschreven.',
  WRONG_3DS_CODE: 'De beveiligingscode is onjuist. Er is niets afgeschreven.',
  PAYMENT_IN_PROGRESS: 'Je betaling wordt nog verwerkt. Wacht even.',
  PAYMENT_NOT_OPEN: 'Deze betaling is al afgerond. Start zo nodig een nieuwe.',
  NO_STORED_CARD: 'Waardeer eerst één keer op met een kaart; daarna kun je dit instellen.',
  ONE_CLICK_NOT_CONFIGURED: 'Stel eerst betalen met één klik in.',
  BONUS_CODE_UNKNOWN: 'Deze bonuscode bestaat niet.',
  BONUS_CODE_NOT_YET_VALID: 'Deze code is nog niet geldig.',
  BONUS_CODE_EXPIRED: 'Deze code is verlopen.',
  BONUS_CODE_ALREADY_REDEEMED: 'Je hebt deze code al ingewisseld.',
  BONUS_CODE_NEEDS_MOBILE: 'Voor deze code is een bevestigd mobiel nummer nodig.',
  BONUS_CODE_VIP_ONLY: 'Deze code is alleen voor VIP-leden.',
  IDEMPOTENCY_KEY_REUSED: 'Deze betaling is al met andere gegevens verstuurd. Begin opnieuw.',
} satisfies Record<MoneyCode, string>;
