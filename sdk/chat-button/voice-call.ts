/**
 * The chat button's voice call, headless (issue 14 §8 "result 2000 opens the call with server and
 * client ids, any other code shows it; voice call start and stop events"): calling, the open call,
 * a refusal with its code, hanging up, and the end the server announces (voiceCallStop). The start
 * and stop calls are options (sdk/live/voice-call-store.ts openVoiceCall and sdk/live/tickets.ts
 * stopAnonymousVoiceCall in the widget; fakes in tests).
 */
import { atom, type ReadableAtom } from 'nanostores';
import { EXIT_GUEST_LEFT } from '../live/exit-reasons';
import type { VoiceCallOutcome } from '../live/voice-call';

/** 002 §2 "voice-call payment": the code that asks for money first (sdk/live/voice-call.ts VOICE_CALL_CODES). */
export const VOICE_CALL_NEEDS_MONEY = 4020;

export type VoiceCallStatus = 'idle' | 'calling' | 'open' | 'refused' | 'ending' | 'ended';

export interface VoiceCallState {
  status: VoiceCallStatus;
  /** The start's outcome: open (ids, stream) or error (code); null before the answer. */
  outcome: VoiceCallOutcome | null;
  /** Why the call ended (001 §9 exit reason; 100 when the guest hung up), null while it runs. */
  reasonCode: number | null;
}

export type VoiceCallAction =
  | { type: 'calling' }
  | { type: 'answered'; outcome: VoiceCallOutcome }
  | { type: 'ending' }
  | { type: 'ended'; callId: string; reasonCode: number }
  | { type: 'reset' };

export const INITIAL_VOICE_CALL_STATE: VoiceCallState = { status: 'idle', outcome: null, reasonCode: null };

const callIdOf = (state: VoiceCallState): string | null => (state.outcome?.kind === 'open' ? state.outcome.callId : null);

export function voiceCallReducer(state: VoiceCallState, action: VoiceCallAction): VoiceCallState {
  switch (action.type) {
    case 'calling':
      return { status: 'calling', outcome: null, reasonCode: null };
    case 'answered':
      if (state.status !== 'calling') return state;
      return { ...state, status: action.outcome.kind === 'open' ? 'open' : 'refused', outcome: action.outcome };
    case 'ending':
      return state.status === 'open' ? { ...state, status: 'ending' } : state;
    case 'ended':
      // Another call's stop (an earlier call of this guest) leaves this one running.
      if ((state.status !== 'open' && state.status !== 'ending') || callIdOf(state) !== action.callId) return state;
      return { ...state, status: 'ended', reasonCode: action.reasonCode };
    case 'reset':
      return INITIAL_VOICE_CALL_STATE;
    default:
      return state;
  }
}

/** The call runs (or is being set up): the button offers no second call meanwhile. */
export const voiceCallBusy = (state: VoiceCallState): boolean => state.status === 'calling' || state.status === 'open' || state.status === 'ending';

/** The refusal asks for money first (the overlay's top-up with paytype Voice). */
export const voiceCallNeedsMoney = (state: VoiceCallState): boolean => state.outcome?.kind === 'error' && state.outcome.code === VOICE_CALL_NEEDS_MONEY;

export interface VoiceCallControllerOptions {
  start(): Promise<VoiceCallOutcome>;
  /** Hangs up on the server; false when the call had ended there already. */
  stop(callId: string): Promise<boolean>;
}

export interface VoiceCallController {
  readonly $state: ReadableAtom<VoiceCallState>;
  /** Starts a call unless one runs; a failed request is shown as code 0 (no answer). */
  call(): Promise<void>;
  hangUp(): Promise<void>;
  /** voiceCallStop of the realtime channel (spec 000 §4 "voice call start and stop events"). */
  applyEvent(event: { type: string; callId?: string; reasonCode?: number }): void;
  reset(): void;
}

export function createVoiceCallController(options: VoiceCallControllerOptions): VoiceCallController {
  const $state = atom<VoiceCallState>(INITIAL_VOICE_CALL_STATE);
  const dispatch = (action: VoiceCallAction) => $state.set(voiceCallReducer($state.get(), action));
  return {
    $state,
    async call() {
      if (voiceCallBusy($state.get())) return;
      dispatch({ type: 'calling' });
      const outcome = await options.start().catch((): VoiceCallOutcome => ({ kind: 'error', code: 0 }));
      dispatch({ type: 'answered', outcome });
    },
    async hangUp() {
      const callId = callIdOf($state.get());
      if (!callId || $state.get().status !== 'open') return;
      dispatch({ type: 'ending' });
      // Stopped either way from the guest's side: an unreachable server ends the call by its heartbeat rule.
      await options.stop(callId).catch(() => false);
      dispatch({ type: 'ended', callId, reasonCode: EXIT_GUEST_LEFT });
    },
    applyEvent(event) {
      if (event.type !== 'voiceCallStop' || typeof event.callId !== 'string') return;
      dispatch({ type: 'ended', callId: event.callId, reasonCode: typeof event.reasonCode === 'number' ? event.reasonCode : 901 });
    },
    reset: () => dispatch({ type: 'reset' }),
  };
}
