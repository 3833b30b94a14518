/**
 * Anonymous voice call (spec 000 §4 "Anonymous voice-call chat start: result
 * code 2000 means success and opens a chat with server and client ids; any
 * other code opens with an error code"; §8 "Anonymous voice call: result code
 * other than 2000 shows an error with that code"; §9 "Voice-call success code
 * 2000"; 002 §4.3 "Voicecall stop for an anonymous voice-call guest with a
 * matching id hash: reload, deferred while the chat-exit dialog is open").
 * The other codes are ours (the spec shows none): VOICE_CALL_CODES.
 */

export const VOICE_CALL_SUCCESS = 2000;

/** Every result code of anonymousVoiceCallStart, with what it means. */
export const VOICE_CALL_CODES = {
  2000: 'success: the call is open (serverId, clientId, callId)',
  4001: 'the accessToken argument is not a valid token of the calling guest',
  4004: 'no performer with that actorId',
  4005: 'the performer is offline',
  4006: 'the performer takes no voice calls (no voicecall flag)',
  4007: 'the performer is in a ticket show',
  4009: 'the guest has a voice call running already',
  4020: 'not enough money for the first minute: pay first (overlay, paytype Voice)',
  4030: 'the account is locked',
  4051: 'the performer is not available in the guest\'s country',
} as const;
export type VoiceCallResultCode = keyof typeof VOICE_CALL_CODES;

export interface VoiceCallStartResult {
  resultCode: number;
  serverId: string | null;
  clientId: string | null;
  callId: string | null;
  /** The call's audio (HLS, live stream kind voice); null when the server gives none. */
  streamUrl?: string | null;
}

export type VoiceCallOutcome =
  | { kind: 'open'; serverId: string; clientId: string; callId: string; streamUrl: string | null }
  | { kind: 'error'; code: number };

/** spec 000 §4: 2000 opens the call with its ids; anything else (a 2000 without ids too) is an error with that code. */
export function voiceCallOutcome(result: VoiceCallStartResult): VoiceCallOutcome {
  if (result.resultCode === VOICE_CALL_SUCCESS && result.serverId && result.clientId && result.callId) {
    return { kind: 'open', serverId: result.serverId, clientId: result.clientId, callId: result.callId, streamUrl: result.streamUrl ?? null };
  }
  return { kind: 'error', code: result.resultCode === VOICE_CALL_SUCCESS ? 0 : result.resultCode };
}

/** Whether the code is one this product documents (others are shown with their number only). */
export function isKnownVoiceCallCode(code: number): code is VoiceCallResultCode {
  return Object.hasOwn(VOICE_CALL_CODES, code);
}

export interface VoiceCallFacts {
  tokenMatches: boolean;
  isLocked: boolean;
  actor: { isOnline: boolean; offersVoiceCall: boolean; isTicketShow: boolean; bannedHere: boolean } | null;
  callRunning: boolean;
  balance: number;
  pricePerMinute: number;
}

/**
 * The chat button config's voicecall flag (spec 001 §3 "voicecall flag";
 * decision, spec silent): features.voiceCall when set, else the performer's
 * mobile call setup (features.mobileVideocall) carries voice calls too.
 */
export function offersVoiceCall(features: Record<string, unknown>): boolean {
  return features.voiceCall === true || (features.voiceCall === undefined && features.mobileVideocall === true);
}

/** The server's start rule, first failing check wins (pure; the code the client shows). */
export function voiceCallStartCode(facts: VoiceCallFacts): VoiceCallResultCode {
  if (!facts.tokenMatches) return 4001;
  if (facts.isLocked) return 4030;
  const { actor } = facts;
  if (!actor) return 4004;
  if (actor.bannedHere) return 4051;
  if (!actor.isOnline) return 4005;
  if (!actor.offersVoiceCall) return 4006;
  if (actor.isTicketShow) return 4007;
  if (facts.callRunning) return 4009;
  // Prepaid per minute like a chat: the first minute is charged at start.
  if (facts.balance < facts.pricePerMinute) return 4020;
  return 2000;
}

/** The minutes a call running since `startedMs` owes at `nowMs`: minute 0 at start, one more each full minute (prepaid). */
export function voiceMinutesDue(startedMs: number, nowMs: number, minuteMs = 60_000): number {
  return Math.max(0, Math.floor((nowMs - startedMs) / minuteMs)) + 1;
}

/**
 * The call's id hash (spec 002 §3.3 "Notification: ... voicecallIdHash"): a
 * short FNV-1a hash of the call id, the same on server and page, so a
 * notification names the call without carrying its id.
 */
export function voiceCallIdHash(callId: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < callId.length; index += 1) {
    hash ^= callId.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** What the page knows about its voice call: the guest is an anonymous caller, and the running call's id hash. */
export interface PageVoiceCall {
  isAnonymousVoicecall: boolean;
  idHash: string | null;
}

/**
 * spec 002 §4.3 "Voicecall stop for an anonymous voice-call guest with a
 * matching id hash: reload". Another call's stop, or a guest who is not an
 * anonymous caller, changes nothing here.
 */
export function voiceCallStopReloads(call: PageVoiceCall | null, stoppedCallId: string): boolean {
  return Boolean(call?.isAnonymousVoicecall && call.idHash !== null && call.idHash === voiceCallIdHash(stoppedCallId));
}

/**
 * "deferred while the chat-exit dialog is open": work given while the dialog
 * is open waits for its close; otherwise it runs now. The chat room opens and
 * closes the gate with the exit survey.
 */
export function createChatExitGate(): { open(): void; close(): void; isOpen(): boolean; afterClose(work: () => void): void } {
  let open = false;
  const waiting: Array<() => void> = [];
  return {
    open() {
      open = true;
    },
    close() {
      open = false;
      for (const work of waiting.splice(0)) work();
    },
    isOpen: () => open,
    afterClose(work) {
      if (open) waiting.push(work);
      else work();
    },
  };
}

/** spec 002 §3.1 "paytype: CC, LS, Voice, or empty": the overlay opening that pays for a voice call (code 4020). */
export const VOICE_PAYTYPE = 'Voice';

/**
 * The velvet-overlay-request detail after a 4020 (spec 002 §2 "voice-call
 * payment"): the top-up with paytype Voice and the first minute's price as
 * what the guest wanted. An anonymous guest meets the overlay's log-in or
 * sign-up first (top-ups belong to accounts); the call is then started again.
 */
export function voiceCallPaymentRequest(pricePerMinute: number, balance: number): { flow: 'moneycharge'; options: { paytype: typeof VOICE_PAYTYPE; wantedCoins: number; balanceCoins: number } } {
  return { flow: 'moneycharge', options: { paytype: VOICE_PAYTYPE, wantedCoins: pricePerMinute, balanceCoins: balance } };
}
