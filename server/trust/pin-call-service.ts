/**
 * Pin-call verification (spec 000 §3, §4, §5, §8): start yields an id and the
 * pin length (6 mobile, 5 fixed) and sends the pin; verify checks it. Every
 * failure is a PinCallError carrying one of the codes 1-10. spec 000 §8:
 * "Pin-call start fails: ... no verification is stored".
 */
import { createHash, randomInt, randomUUID, timingSafeEqual } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { PinCallVerification } from '../../sdk/api/guest-types';
import {
  isPinCallType, parsePhoneNumber, PIN_CALL_MAX_ATTEMPTS, PIN_CALL_TTL_MS, pinCallErrorName, pinLengthFor,
  requiredLineKind, type PinCallErrorCode,
} from '../../sdk/trust';
import type { Database } from '../db/schema';
import { ALLOWED_CALLING_CODES, BLACKLISTED_NUMBERS } from './pin-call-policy';
import type { PinSender } from './pin-sender';
import type { PincallVerificationsTable } from './tables';

/** A pin-call failure with its spec code; the message is for developers and logs (widgets translate the code). */
export class PinCallError extends Error {
  override name = 'PinCallError';
  constructor(readonly code: PinCallErrorCode, message: string, readonly details: Record<string, unknown> = {}) {
    super(message);
  }
  get errorName() {
    return pinCallErrorName(this.code);
  }
}

export interface PinCallServiceOptions {
  db: Kysely<Database>;
  sender: PinSender;
  /** Injected so tests can move time past the 5-minute pin lifetime. */
  clock?: () => Date;
}

type Row = Selectable<PincallVerificationsTable>;

const hashPin = (id: string, pin: string) => createHash('sha256').update(`${id}:${pin}`).digest();

/** The wire shape of spec 000 §3 "Pin-call verification". */
export function toPinCallVerification(row: Row): PinCallVerification {
  return {
    id: row.id, type: row.type as PinCallVerification['type'], verified: row.verified === 1,
    countryCode: row.country_code, preCode: row.pre_code, number: row.number, e123: row.e123,
    pinLength: row.pin_length === 6 ? 6 : 5,
  };
}

/** Builds the service over a database, a pin sender and a clock. */
export function createPinCallService({ db, sender, clock = () => new Date() }: PinCallServiceOptions) {
  /** Another guest already verified this number (code 6). */
  async function verifiedByOther(e164: string, guestId: string): Promise<boolean> {
    const row = await db.selectFrom('pincall_verifications').select('id')
      .where('e164', '=', e164).where('verified', '=', 1).where('guest_id', '<>', guestId).executeTakeFirst();
    return row !== undefined;
  }

  return {
    /** Checks the number and type, sends a pin and stores the verification; nothing is stored on any failure. */
    async start(guestId: string, input: { phoneNumber: string; type: string; language: string }): Promise<{ id: string; pinLength: 5 | 6 }> {
      const phone = parsePhoneNumber(input.phoneNumber);
      if (!phone) throw new PinCallError(1, `phoneNumber must be an international number such as +49 171 1234567, got ${JSON.stringify(input.phoneNumber)}`);
      if (!ALLOWED_CALLING_CODES.has(phone.countryCode)) {
        throw new PinCallError(2, `Numbers with country code +${phone.countryCode} are not allowed; expected one of +${[...ALLOWED_CALLING_CODES].join(', +')}`);
      }
      if (!isPinCallType(input.type)) throw new PinCallError(3, `type must be one of avs, payment, primaryFixed, primaryMobile, serviceTarget0900, unique, got ${JSON.stringify(input.type)}`);
      const required = requiredLineKind(input.type);
      if (required && required !== phone.kind) {
        throw new PinCallError(1, `A ${input.type} verification needs a ${required} number, got the ${phone.kind} number ${phone.e123}`);
      }
      if (BLACKLISTED_NUMBERS.has(phone.e164)) throw new PinCallError(5, `The number ${phone.e123} is blacklisted`);
      if (await verifiedByOther(phone.e164, guestId)) throw new PinCallError(6, `The number ${phone.e123} is already verified by another account`);

      const id = randomUUID();
      const pinLength = pinLengthFor(phone.kind);
      const pin = String(randomInt(0, 10 ** pinLength)).padStart(pinLength, '0');
      try {
        // Stored and sent in one transaction: a failed delivery leaves no verification behind.
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('pincall_verifications').values({
            id, guest_id: guestId, type: input.type, country_code: phone.countryCode, pre_code: phone.preCode,
            number: phone.number, e123: phone.e123, e164: phone.e164, pin_hash: hashPin(id, pin).toString('hex'),
            pin_length: pinLength, verified: 0, failed_attempts: 0, created_at: clock().toISOString(), verified_at: null,
          }).execute();
          await sender.send({ verificationId: id, phone, pin, language: input.language });
        });
      } catch (error) {
        throw new PinCallError(10, `The pin could not be sent: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { id, pinLength };
    },

    /** Checks a pin: 3 wrong pins end the verification (code 9), a pin older than 5 minutes has timed out (code 4). */
    async verify(guestId: string, input: { id: string; type: string; pin: string }): Promise<PinCallVerification> {
      if (!isPinCallType(input.type)) throw new PinCallError(3, `type must be one of avs, payment, primaryFixed, primaryMobile, serviceTarget0900, unique, got ${JSON.stringify(input.type)}`);
      // Another guest's id does not exist for this guest: no probing of other accounts.
      const row = await db.selectFrom('pincall_verifications').selectAll().where('id', '=', input.id).where('guest_id', '=', guestId).executeTakeFirst();
      if (!row) throw new PinCallError(7, `No pin-call verification ${JSON.stringify(input.id)}`);
      if (row.type !== input.type) throw new PinCallError(3, `Verification ${row.id} is of type ${row.type}, got ${JSON.stringify(input.type)}`);
      if (row.verified === 1) return toPinCallVerification(row);
      if (row.failed_attempts >= PIN_CALL_MAX_ATTEMPTS) throw new PinCallError(9, `${PIN_CALL_MAX_ATTEMPTS} wrong pins were entered; start a new verification`);
      const age = clock().getTime() - Date.parse(row.created_at);
      if (age > PIN_CALL_TTL_MS) throw new PinCallError(4, `The pin expired ${Math.round((age - PIN_CALL_TTL_MS) / 1000)} s ago; pins last 5 minutes`);

      const expected = Buffer.from(row.pin_hash, 'hex');
      if (!timingSafeEqual(expected, hashPin(row.id, input.pin))) {
        // Counted atomically, so parallel guesses cannot exceed the limit.
        const counted = await db.updateTable('pincall_verifications').set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
          .where('id', '=', row.id).where('failed_attempts', '<', PIN_CALL_MAX_ATTEMPTS).where('verified', '=', 0).executeTakeFirst();
        const after = await db.selectFrom('pincall_verifications').select('failed_attempts').where('id', '=', row.id).executeTakeFirstOrThrow();
        if (Number(counted.numUpdatedRows) === 0 || after.failed_attempts >= PIN_CALL_MAX_ATTEMPTS) {
          throw new PinCallError(9, `${PIN_CALL_MAX_ATTEMPTS} wrong pins were entered; start a new verification`);
        }
        const attemptsLeft = PIN_CALL_MAX_ATTEMPTS - after.failed_attempts;
        throw new PinCallError(8, `The pin is wrong; ${attemptsLeft} attempt(s) left`, { attemptsLeft });
      }
      if (await verifiedByOther(row.e164, guestId)) throw new PinCallError(6, `The number ${row.e123} is already verified by another account`);
      const verifiedAt = clock().toISOString();
      await db.updateTable('pincall_verifications').set({ verified: 1, verified_at: verifiedAt }).where('id', '=', row.id).execute();
      return toPinCallVerification({ ...row, verified: 1, verified_at: verifiedAt });
    },

    /** The guest's verifications, newest first (the session's pincallVerifications). */
    async list(guestId: string): Promise<PinCallVerification[]> {
      return listPinCallVerifications(db, guestId);
    },
  };
}

export type PinCallService = ReturnType<typeof createPinCallService>;

/** The guest's verifications, newest first. */
export async function listPinCallVerifications(db: Kysely<Database>, guestId: string): Promise<PinCallVerification[]> {
  const rows = await db.selectFrom('pincall_verifications').selectAll().where('guest_id', '=', guestId)
    .orderBy('created_at', 'desc').orderBy('id').execute();
  return rows.map(toPinCallVerification);
}

/** True when the guest verified a mobile number (bonus codes with requireMobileAuth ask this). */
export async function hasVerifiedMobileNumber(db: Kysely<Database>, guestId: string): Promise<boolean> {
  const row = await db.selectFrom('pincall_verifications').select('id')
    .where('guest_id', '=', guestId).where('verified', '=', 1).where('pin_length', '=', 6).executeTakeFirst();
  return row !== undefined;
}
