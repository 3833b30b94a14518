/**
 * Words for the ErrorBody codes of the payment provider's notices (issue 16 §2: refunds and chargebacks). Only the
 * provider meets them (server to server), never a guest, so they stay out of the overlay's words
 * (ACCOUNT_AND_MONEY_ERROR_TEXTS); ERROR_TEXTS words every code.
 */
import type { ErrorCode } from '../../api/error-codes';
import type { Language } from '../../config';

export type ProviderCode = Extract<ErrorCode, 'NOTICE_SIGNATURE_INVALID' | 'PAYMENT_NOT_REVERSIBLE'>;

export const PROVIDER_ERROR_TEXTS: Record<Language, Record<ProviderCode, string>> = {
  de: { NOTICE_SIGNATURE_INVALID: 'Die Signatur fehlt oder ist ungültig.', PAYMENT_NOT_REVERSIBLE: 'Diese Zahlung ist nicht umkehrbar.' },
  en: { NOTICE_SIGNATURE_INVALID: 'The signature is missing or invalid.', PAYMENT_NOT_REVERSIBLE: 'This payment cannot be reversed.' },
  es: { NOTICE_SIGNATURE_INVALID: 'Falta la firma o no es válida.', PAYMENT_NOT_REVERSIBLE: 'Este pago no se puede revertir.' },
  nl: { NOTICE_SIGNATURE_INVALID: 'De handtekening ontbreekt of is ongeldig.', PAYMENT_NOT_REVERSIBLE: 'Deze betaling kan niet worden teruggedraaid.' },
};
