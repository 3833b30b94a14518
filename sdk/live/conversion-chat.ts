/**
 * Conversion chat (spec 000 §3 "conversion-chat countdown end times (epoch
 * seconds)" on the session; §4 / 002 §4.11 "a guest is eligible while the
 * countdown end lies in the future; it can be enabled or disabled by action";
 * §7 "POST guest/conversionChat: action enable or disable"; §8 "Conversion
 * chat update ... failures ignored"; §9 "chat trial code CONVCHATTRIAL").
 * The trial chat itself is paid by the videochat voucher (type 2) that
 * redeeming CONVCHATTRIAL grants, through the chat billing's voucher-first rule.
 */
import type { RestClient } from '../api/rest';
import { isConversionChatEligible } from '../session/derived';

export { isConversionChatEligible };

/** spec 000 §9: the chat trial code. */
export const CONVERSION_CHAT_TRIAL_CODE = 'CONVCHATTRIAL';

export type ConversionChatAction = 'enable' | 'disable';

/**
 * POST guest/conversionChat. Failures are ignored (spec 000 §8): the answer's
 * new countdown end, or undefined when the call failed (the page keeps what it had).
 */
export async function updateConversionChat(client: RestClient, action: ConversionChatAction): Promise<number | null | undefined> {
  try {
    const answer = await client.post<{ success: boolean; data?: { conversionChatCountdownEnd: number | null } }>('guest/conversionChat', { action });
    return answer.success && answer.data ? answer.data.conversionChatCountdownEnd : undefined;
  } catch {
    return undefined;
  }
}

/** Whole seconds left on the countdown at `nowMs` (0 once it ended or when there is none): what the countdown shows. */
export function conversionChatSecondsLeft(countdownEnd: number | null | undefined, nowMs: number): number {
  if (countdownEnd == null) return 0;
  return Math.max(0, Math.ceil(countdownEnd - nowMs / 1000));
}
