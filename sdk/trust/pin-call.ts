/**
 * Pin-call verification rules (spec 000 §3, §5, §8; spec 002 §8): the
 * verification types, the pin length per line kind, the error codes, and how
 * a failed start is read.
 */
import type { PinCallVerification } from '../api/guest-types';

export type PinCallType = PinCallVerification['type'];

/** spec 000 §3: "Types: avs, payment, primary fixed number, primary mobile number, 0900 service target number, unique number." */
export const PIN_CALL_TYPES: readonly PinCallType[] = ['avs', 'payment', 'primaryFixed', 'primaryMobile', 'serviceTarget0900', 'unique'];

/** True for one of the six verification types. */
export function isPinCallType(value: unknown): value is PinCallType {
  return typeof value === 'string' && (PIN_CALL_TYPES as readonly string[]).includes(value);
}

export type LineKind = 'mobile' | 'fixed';

/** spec 000 §5: "Phone verification code length: 6 for mobile, 5 for fixed numbers." */
export const PIN_LENGTH: Record<LineKind, 5 | 6> = { mobile: 6, fixed: 5 };

/** The pin length for a line kind. */
export function pinLengthFor(kind: LineKind): 5 | 6 {
  return PIN_LENGTH[kind];
}

/** spec 000 §8 / 002 §8: the phone verification error codes. */
export const PIN_CALL_ERRORS = {
  1: 'invalidPhoneNumber',
  2: 'countryNotAllowed',
  3: 'invalidVerificationType',
  4: 'verificationTimeout',
  5: 'numberBlacklisted',
  6: 'numberNotUnique',
  7: 'idDoesNotExist',
  8: 'invalidCode',
  9: 'attemptLimitReached',
  10: 'unknown',
} as const;

export type PinCallErrorCode = keyof typeof PIN_CALL_ERRORS;
export type PinCallErrorName = (typeof PIN_CALL_ERRORS)[PinCallErrorCode];

/** The code of each error name (the inverse table). */
export const PIN_CALL_ERROR_CODES = Object.fromEntries(
  Object.entries(PIN_CALL_ERRORS).map(([code, name]) => [name, Number(code)]),
) as Record<PinCallErrorName, PinCallErrorCode>;

/** The name of a code; anything outside 1-10 is unknown. */
export function pinCallErrorName(code: unknown): PinCallErrorName {
  return typeof code === 'number' && code in PIN_CALL_ERRORS ? PIN_CALL_ERRORS[code as PinCallErrorCode] : 'unknown';
}

/**
 * spec 000 §8: "Pin-call start fails: first error's errorCode is used, else
 * unknown". Reads a GraphQL errors array as the guest service sends it.
 */
export function pinCallErrorCodeOf(errors: readonly { extensions?: Record<string, unknown> }[] | null | undefined): PinCallErrorCode {
  const code = errors?.[0]?.extensions?.errorCode;
  return typeof code === 'number' && code in PIN_CALL_ERRORS ? (code as PinCallErrorCode) : 10;
}

/** The wrong pins a verification tolerates before "attempt limit reached" (code 9). */
export const PIN_CALL_MAX_ATTEMPTS = 3;
/** How long a pin stays valid before "verification time-out" (code 4). */
export const PIN_CALL_TTL_MS = 5 * 60 * 1000;

/** The line kind a type insists on: a primary mobile number must be mobile, a primary fixed number fixed; others take either. */
export function requiredLineKind(type: PinCallType): LineKind | null {
  return type === 'primaryMobile' ? 'mobile' : type === 'primaryFixed' ? 'fixed' : null;
}
