import { describe, expect, it } from 'vitest';
import {
  isPinCallType, PIN_CALL_ERROR_CODES, pinCallErrorCodeOf, pinCallErrorName, pinLengthFor, requiredLineKind,
} from './pin-call';
import { parsePhoneNumber } from './phone-numbers';

describe('pin length', () => {
  // spec 000 §5: "Phone verification code length: 6 for mobile, 5 for fixed numbers."
  it.each([['mobile', 6], ['fixed', 5]] as const)('%s -> %i digits', (kind, length) => {
    expect(pinLengthFor(kind)).toBe(length);
  });
});

describe('error codes', () => {
  // spec 000 §8: "Phone verification code 1 invalid phone number, 2 country not allowed, 3 invalid verification type,
  // 4 verification time-out, 5 number blacklisted, 6 number not unique, 7 id does not exist, 8 invalid code,
  // 9 attempt limit reached, 10 unknown"
  it.each([
    [1, 'invalidPhoneNumber'], [2, 'countryNotAllowed'], [3, 'invalidVerificationType'], [4, 'verificationTimeout'],
    [5, 'numberBlacklisted'], [6, 'numberNotUnique'], [7, 'idDoesNotExist'], [8, 'invalidCode'],
    [9, 'attemptLimitReached'], [10, 'unknown'],
  ] as const)('code %i is %s, both ways', (code, name) => {
    expect(pinCallErrorName(code)).toBe(name);
    expect(PIN_CALL_ERROR_CODES[name]).toBe(code);
  });
  it.each([0, 11, '1', null])('%j is unknown', (code) => {
    expect(pinCallErrorName(code)).toBe('unknown');
  });

  // spec 000 §8: "Pin-call start fails: first error's errorCode is used, else unknown"
  it.each([
    ['first error with a code', [{ extensions: { errorCode: 5 } }, { extensions: { errorCode: 2 } }], 5],
    ['first error without a code', [{ extensions: {} }, { extensions: { errorCode: 2 } }], 10],
    ['a code out of range', [{ extensions: { errorCode: 42 } }], 10],
    ['no errors at all', undefined, 10],
  ] as const)('%s -> %i', (_name, errors, expected) => {
    expect(pinCallErrorCodeOf(errors as never)).toBe(expected);
  });
});

describe('verification types', () => {
  // spec 000 §3: "Types: avs, payment, primary fixed number, primary mobile number, 0900 service target number, unique number."
  it.each(['avs', 'payment', 'primaryFixed', 'primaryMobile', 'serviceTarget0900', 'unique'])('%s is a type', (type) => {
    expect(isPinCallType(type)).toBe(true);
  });
  it.each(['sms', '', 1, null])('%j is not', (type) => expect(isPinCallType(type)).toBe(false));
  it.each([['primaryMobile', 'mobile'], ['primaryFixed', 'fixed'], ['avs', null], ['unique', null]] as const)(
    '%s needs a %s line', (type, kind) => expect(requiredLineKind(type)).toBe(kind),
  );
});

describe('parsePhoneNumber', () => {
  it.each([
    ['+49 171 1234567', { countryCode: '49', preCode: '171', number: '1234567', e123: '+49 171 1234567', e164: '+491711234567', kind: 'mobile' }],
    ['0049-30/1234567', { countryCode: '49', preCode: '301', number: '234567', e164: '+49301234567', kind: 'fixed' }],
    ['+31 6 12345678', { countryCode: '31', kind: 'mobile' }],
    ['+34 912 345 678', { countryCode: '34', preCode: '912', kind: 'fixed' }],
    ['+234 803 123 4567', { countryCode: '234', preCode: '803', kind: 'mobile' }],
  ])('%s', (input, expected) => {
    expect(parsePhoneNumber(input)).toMatchObject(expected);
  });
  it.each(['0171 1234567', '+49 0171 1234567', '+49 171', 'call me', '+999 123 456 789', '+49 171 1234567 8901234', ''])(
    '%j is not a number we can call', (input) => expect(parsePhoneNumber(input)).toBeNull(),
  );
});
