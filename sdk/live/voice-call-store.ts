/**
 * The page's voice call and chat-exit dialog (spec 002 §4.3 "Voicecall stop
 * for an anonymous voice-call guest with a matching id hash: reload, deferred
 * while the chat-exit dialog is open"). The page remembers the call it opened
 * (its id hash); the chat room opens and closes `chatExitGate` with its
 * chat-exit survey; the site's overlay bridge reads both.
 */
import { atom } from 'nanostores';
import { $guest } from '../session/store';
import type { QueryService } from '../video-page/query-service';
import { startAnonymousVoiceCall } from './tickets';
import { createChatExitGate, voiceCallIdHash, type PageVoiceCall, type VoiceCallOutcome } from './voice-call';

/** The call this page opened, by id and id hash; null when none. */
export const $voiceCall = atom<{ callId: string; idHash: string } | null>(null);

/** Open while the chat-exit dialog is on screen (the chat room drives it). */
export const chatExitGate = createChatExitGate();

/** What spec 002 §4.3's rule needs: the session's anonymous-caller flag and the page's call id hash. */
export function pageVoiceCall(): PageVoiceCall | null {
  const call = $voiceCall.get();
  return call ? { isAnonymousVoicecall: $guest.get()?.isAnonymousVoicecall ?? false, idHash: call.idHash } : null;
}

/** Starts the call and, on 2000, remembers it for the stop rule. */
export async function openVoiceCall(query: QueryService, accessToken: string, actorId: number): Promise<VoiceCallOutcome> {
  const outcome = await startAnonymousVoiceCall(query, accessToken, actorId);
  if (outcome.kind === 'open') $voiceCall.set({ callId: outcome.callId, idHash: voiceCallIdHash(outcome.callId) });
  return outcome;
}

/** Forgets the page's call (after its stop was handled). */
export function forgetVoiceCall(): void {
  $voiceCall.set(null);
}
