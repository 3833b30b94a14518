/**
 * Online states of the performers a live page shows, kept current from two sources: the realtime
 * channel's actorOnline/actorOffline (spec 000 §4 "An actor going online or offline flips the actor's
 * availability and adjusts onlineCount"; the server sends them to the actor's fans) and, for every
 * visitor, the page's periodic presence answer (GET live/presence); ticket shows from the
 * `liveState` event (live contract §2) and the same answer. One reducer for all.
 */

export interface LivePresence {
  /** The performers the page shows. */
  shown: ReadonlySet<number>;
  /** Those of them known to be online now. */
  online: ReadonlySet<number>;
  /** Those of them in a running ticket show. */
  ticketShow: ReadonlySet<number>;
  /** How many performers are online on the platform now. */
  onlineCount: number;
}

export type PresenceAction =
  | { type: 'actorOnline'; actorId: number }
  | { type: 'actorOffline'; actorId: number }
  /** A shown performer's ticket show started or ended (liveState). */
  | { type: 'ticketShow'; actorId: number; running: boolean }
  /** A fresh answer about the shown performers: those online, those in a show, and the platform's count. */
  | { type: 'snapshot'; online: readonly number[]; ticketShow?: readonly number[]; onlineCount: number };

/** The presence of a page's performers as the server rendered it. */
export function initialPresence(performers: ReadonlyArray<{ id: number; isOnline: boolean; isTicketShow?: boolean }>, onlineCount: number): LivePresence {
  return {
    shown: new Set(performers.map((performer) => performer.id)),
    online: new Set(performers.filter((performer) => performer.isOnline).map((performer) => performer.id)),
    ticketShow: new Set(performers.filter((performer) => performer.isOnline && performer.isTicketShow).map((performer) => performer.id)),
    onlineCount,
  };
}

/**
 * The presence after an event or a snapshot. The server sends an event only on a real change, so
 * the count moves with every event, except a repeat about a shown performer already in that state.
 */
export function presenceReducer(state: LivePresence, action: PresenceAction): LivePresence {
  switch (action.type) {
    case 'actorOnline': {
      if (state.online.has(action.actorId)) return state;
      const online = state.shown.has(action.actorId) ? new Set([...state.online, action.actorId]) : state.online;
      return { ...state, online, onlineCount: state.onlineCount + 1 };
    }
    case 'actorOffline': {
      if (state.shown.has(action.actorId) && !state.online.has(action.actorId)) return state;
      const online = new Set(state.online);
      online.delete(action.actorId);
      const ticketShow = new Set(state.ticketShow);
      ticketShow.delete(action.actorId);
      return { ...state, online, ticketShow, onlineCount: Math.max(0, state.onlineCount - 1) };
    }
    case 'ticketShow': {
      if (!state.shown.has(action.actorId) || state.ticketShow.has(action.actorId) === action.running) return state;
      const ticketShow = new Set(state.ticketShow);
      if (action.running) ticketShow.add(action.actorId);
      else ticketShow.delete(action.actorId);
      return { ...state, ticketShow };
    }
    case 'snapshot': {
      const online = new Set(action.online.filter((id) => state.shown.has(id)));
      const ticketShow = new Set((action.ticketShow ?? []).filter((id) => online.has(id)));
      return { ...state, online, ticketShow, onlineCount: action.onlineCount };
    }
  }
}
