/**
 * The chat button's state and its one reducer (STYLE.md "one dispatch whose switch returns
 * the new state"): the config, the live state that realtime events move, and the offer
 * waiting for a login (spec 002 §4.5 pending action).
 */
import type { ChatButtonConfig } from './config';
import { chatOffers, liveStateOf, type ChatOffer, type ChatOfferKind, type LiveState } from './offers';

export interface ChatButtonState {
  status: 'loading' | 'ready' | 'error';
  config: ChatButtonConfig | null;
  liveState: LiveState;
  offers: ChatOffer[];
  /** The offer a logged-out guest chose: it runs once the login succeeded. */
  pending: ChatOfferKind | null;
}

/** The realtime events the button follows (actorOnline/Offline of spec 000 §4, liveState of live contract §2, free show). */
export interface PresenceEvent {
  type: string;
  actorId?: number;
  state?: string;
}

export type ChatButtonAction =
  | { type: 'loading' }
  | { type: 'loaded'; config: ChatButtonConfig }
  | { type: 'failed' }
  | { type: 'event'; event: PresenceEvent }
  | { type: 'pending'; kind: ChatOfferKind | null };

export const INITIAL_CHAT_BUTTON_STATE: ChatButtonState = { status: 'loading', config: null, liveState: 'offline', offers: [], pending: null };

const LIVE_STATES: readonly string[] = ['live', 'ticketShow', 'offline'];

function withConfig(state: ChatButtonState, config: ChatButtonConfig, liveState: LiveState): ChatButtonState {
  return { ...state, status: 'ready', config, liveState, offers: chatOffers(config, liveState) };
}

/** The live state and flags after one realtime event about this performer; anything else leaves the state as it is. */
function applyEvent(state: ChatButtonState, event: PresenceEvent): ChatButtonState {
  const { config } = state;
  if (!config || event.actorId !== config.actorId) return state;
  switch (event.type) {
    case 'actorOnline':
      // Coming online ends any ticket show of the last session.
      return withConfig(state, { ...config, isActorOnline: true, isCurrentlyTicketShow: false }, 'live');
    case 'actorOffline':
      return withConfig(state, { ...config, isActorOnline: false, isCurrentlyTicketShow: false, freeChat: false }, 'offline');
    case 'liveState': {
      if (!event.state || !LIVE_STATES.includes(event.state)) return state;
      const liveState = event.state as LiveState;
      return withConfig(state, { ...config, isActorOnline: liveState !== 'offline', isCurrentlyTicketShow: liveState === 'ticketShow' }, liveState);
    }
    // spec 000 §4 "free show start and stop set or clear the channel's free chat": the button's too.
    case 'freeShowStart':
      return withConfig(state, { ...config, freeChat: true }, state.liveState);
    case 'freeShowStop':
      return withConfig(state, { ...config, freeChat: false }, state.liveState);
    default:
      return state;
  }
}

export function chatButtonReducer(state: ChatButtonState, action: ChatButtonAction): ChatButtonState {
  switch (action.type) {
    case 'loading':
      return state.config ? state : { ...state, status: 'loading' };
    case 'loaded':
      return withConfig(state, action.config, liveStateOf(action.config));
    case 'failed':
      // A refresh that fails keeps what the guest sees; only a first load shows the error.
      return state.config ? state : { ...state, status: 'error' };
    case 'event':
      return applyEvent(state, action.event);
    case 'pending':
      return state.pending === action.kind ? state : { ...state, pending: action.kind };
    default:
      return state;
  }
}
