/**
 * How a pin reaches the guest: a call (fixed line) or an SMS (mobile) from a
 * telephony provider behind this interface. The sandbox writes each pin to
 * `<dataDir>/outbox/pincall/<verification id>.json` so a person or a test can read it.
 */
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ParsedPhoneNumber } from '../../sdk/trust';
import { SANDBOX_UNREACHABLE_NUMBER } from './pin-call-policy';

export interface PinDelivery {
  verificationId: string;
  phone: ParsedPhoneNumber;
  pin: string;
  language: string;
}

export interface PinSender {
  /** Delivers the pin; throws when the carrier fails (the start then fails with code 10, and nothing is stored). */
  send(delivery: PinDelivery): Promise<void>;
}

/** Thrown by a sender when the carrier could not deliver. */
export class PinDeliveryError extends Error {
  override name = 'PinDeliveryError';
}

/** The outbox folder of the sandbox sender. */
export const pinOutboxDir = (dataDir: string) => join(dataDir, 'outbox', 'pincall');

/** The sandbox sender: one JSON file per pin in the outbox. */
export function createOutboxPinSender(dataDir: string): PinSender {
  return {
    async send({ verificationId, phone, pin, language }) {
      if (phone.e164 === SANDBOX_UNREACHABLE_NUMBER) throw new PinDeliveryError(`The carrier could not reach ${phone.e123}`);
      const dir = pinOutboxDir(dataDir);
      await mkdir(dir, { recursive: true });
      const channel = phone.kind === 'mobile' ? 'sms' : 'call';
      const message = { verificationId, to: phone.e123, channel, language, pin, sentAt: new Date().toISOString() };
      await writeFile(join(dir, `${verificationId}.json`), `${JSON.stringify(message, null, 2)}\n`, { mode: 0o600 });
    },
  };
}

/** Reads a pin back from the sandbox outbox (tests and the dev who plays the guest). */
export async function readOutboxPin(dataDir: string, verificationId: string): Promise<string> {
  const text = await readFile(join(pinOutboxDir(dataDir), `${verificationId}.json`), 'utf8');
  return (JSON.parse(text) as { pin: string }).pin;
}
