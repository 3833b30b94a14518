/** The words of the money area's ErrorBody codes (../money.ts) in Spanish. */
import type { MoneyCode } from '../codes';

export const WORDS = {
  NOT_ENOUGH_COINS: 'Tu saldo no alcanza. Compra monedas primero.',
  PAYMENT_DECLINED: 'El pago ha sido rechazado. No se ha cobrado nada.',
  WRONG_3DS_CODE: 'El código de seguridad es incorrecto. No se ha cobrado nada.',
  PAYMENT_IN_PROGRESS: 'Tu pago aún se está procesando. Espera un momento.',
  PAYMENT_NOT_OPEN: 'Este pago ya está completado. Inicia uno nuevo si lo necesitas.',
  NO_STORED_CARD: 'Haz primero una recarga con tarjeta; después podrás configurarlo.',
  ONE_CLICK_NOT_CONFIGURED: 'Configura primero el pago con un clic.',
  BONUS_CODE_UNKNOWN: 'Este código de bonificación no existe.',
  BONUS_CODE_NOT_YET_VALID: 'Este código aún no es válido.',
  BONUS_CODE_EXPIRED: 'Este código ha caducado.',
  BONUS_CODE_ALREADY_REDEEMED: 'Ya has canjeado este código.',
  BONUS_CODE_NEEDS_MOBILE: 'Este código requiere un número de móvil verificado.',
  BONUS_CODE_VIP_ONLY: 'Este código es solo para miembros VIP.',
  IDEMPOTENCY_KEY_REUSED: 'Este pago ya se envió con otros datos. Empiézalo de nuevo.',
} satisfies Record<MoneyCode, string>;
