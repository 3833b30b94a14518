/**
 * Runs one survey dialog: the reducer of ./machine plus its effects (the
 * call, the 5-second time-limit reset, the close after "stored"). Timing comes
 * from a clock so tests drive it. spec 002 §4.7: "Only one survey type is
 * active at a time": a second dialog is refused while one is open.
 */
import { atom, type ReadableAtom } from 'nanostores';
import type { RestClient } from '../api/rest';
import type { Clock } from '../realtime/channel';
import { sendSurvey, type SurveyRequest } from './api';
import { initialSurveyState, surveyReducer, type SurveyAction, type SurveyState } from './machine';
import { STORED_CLOSE_DELAY_MS, TIME_LIMIT_NOTICE_MS, type SurveyType } from './types';

/** The survey type whose dialog is open, or null. */
export const $activeSurvey = atom<SurveyType | null>(null);

export interface SurveyControllerOptions {
  type: SurveyType;
  client: RestClient;
  /** Prefill of the e-mail box (spec 002 §5): the guest's address. */
  guestEmail?: string | null;
  /** The performer a chat-exit answer is about. */
  actorId?: number;
  chatId?: string;
  chatType?: string;
  isAnonymousVoicecall?: boolean;
  mobile?: boolean;
  /** The page the guest gives feedback on; read at send time. */
  currentUrl?: () => string;
  clock?: Clock;
  /** Called STORED_CLOSE_DELAY_MS after the answer was stored (spec 002 §4.7: "the dialog closes"). */
  onStored?: () => void;
}

export interface SurveyController {
  readonly $state: ReadableAtom<SurveyState>;
  /** False when another survey was open already: the dialog should close itself. */
  readonly active: boolean;
  dispatch(action: SurveyAction): void;
  /** Validates and, when the state allows it, sends; resolves when the answer is handled. */
  submit(): Promise<void>;
  /** Stops the timers and frees the one active-survey slot. */
  dispose(): void;
}

const SYSTEM_CLOCK: Clock = {
  now: () => Date.now(),
  setTimeout: (fn, ms) => globalThis.setTimeout(fn, ms),
  clearTimeout: (id) => globalThis.clearTimeout(id as ReturnType<typeof globalThis.setTimeout>),
};

const pageUrl = () => (typeof location === 'undefined' ? '' : location.href);

/** Creates the controller of one open survey dialog. */
export function createSurveyController(options: SurveyControllerOptions): SurveyController {
  const clock = options.clock ?? SYSTEM_CLOCK;
  const active = $activeSurvey.get() === null;
  if (active) $activeSurvey.set(options.type);
  const $state = atom<SurveyState>(initialSurveyState(options.type, options.guestEmail ?? null));
  let timer: unknown = null;
  let disposed = false;

  const schedule = (ms: number, fn: () => void) => {
    if (timer !== null) clock.clearTimeout(timer);
    timer = clock.setTimeout(() => {
      timer = null;
      if (!disposed) fn();
    }, ms);
  };

  function dispatch(action: SurveyAction): void {
    if (disposed) return;
    const before = $state.get();
    const after = surveyReducer(before, action);
    if (after === before) return;
    $state.set(after);
    if (after.status === 'time-limited' && before.status !== 'time-limited') {
      schedule(TIME_LIMIT_NOTICE_MS, () => dispatch({ type: 'timeLimitElapsed' }));
    }
    if (after.status === 'stored' && before.status !== 'stored') {
      schedule(STORED_CLOSE_DELAY_MS, () => options.onStored?.());
    }
  }

  function requestOf(state: SurveyState): SurveyRequest {
    const currentUrl = (options.currentUrl ?? pageUrl)();
    const text = state.text.trim();
    const mobile = options.mobile ?? false;
    if (state.type === 'feedback') {
      const email = state.email.trim();
      return { type: 'feedback', body: { feedback: text, currentUrl, mobile, ...(email ? { email } : {}) } };
    }
    return {
      type: 'chatexit',
      body: {
        actorId: options.actorId ?? 0,
        currentUrl,
        mobile,
        isAnonymousVoicecall: options.isAnonymousVoicecall ?? false,
        ...(text ? { feedback: text } : {}),
        ...(state.rating !== null ? { rating: state.rating } : {}),
        ...(options.chatId ? { chatId: options.chatId } : {}),
        ...(options.chatType ? { chatType: options.chatType } : {}),
      },
    };
  }

  async function submit(): Promise<void> {
    if (!active) return;
    const before = $state.get();
    dispatch({ type: 'submit' });
    const sending = $state.get();
    // Only the edit -> sending transition sends: a second press while sending does nothing.
    if (before.status !== 'editing' || sending.status !== 'sending') return;
    const outcome = await sendSurvey(options.client, requestOf(sending));
    if (outcome.kind === 'stored') dispatch({ type: 'stored' });
    else if (outcome.kind === 'timeLimited') dispatch({ type: 'timeLimited', retryAfterSeconds: outcome.retryAfterSeconds });
    else dispatch({ type: 'failed', errors: outcome.errors });
  }

  return {
    $state,
    active,
    dispatch,
    submit,
    dispose() {
      if (disposed) return;
      disposed = true;
      if (timer !== null) clock.clearTimeout(timer);
      if (active && $activeSurvey.get() === options.type) $activeSurvey.set(null);
    },
  };
}
