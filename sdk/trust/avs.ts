/**
 * Age verification (spec 000 §4): "Server events move it: avsSet gives
 * accepted; avsPending gives pending; avsRejected gives rejected; avsRevoked
 * gives unknown and no age verification."
 */
import type { AvsStatus } from '../api/guest-types';

/** The age-verification fields of the guest session. */
export interface AvsState {
  avsStatus: AvsStatus;
  /** Set only while rejected: why, in the provider's words. */
  avsRejectMessage: string | null;
  /** The guest holds an accepted age verification. */
  hasAvs: boolean;
}

/** The server events of spec 000 §4. */
export type AvsEvent =
  | { type: 'avsSet' }
  | { type: 'avsPending' }
  | { type: 'avsRejected'; message: string }
  | { type: 'avsRevoked' };

export const AVS_EVENT_TYPES = ['avsSet', 'avsPending', 'avsRejected', 'avsRevoked'] as const;

/** A guest who never started a verification. */
export const INITIAL_AVS_STATE: AvsState = { avsStatus: 'unknown', avsRejectMessage: null, hasAvs: false };

/** The state after an event; every event applies from every state (the provider has the last word). */
export function avsTransition(_state: AvsState, event: AvsEvent): AvsState {
  switch (event.type) {
    case 'avsSet':
      return { avsStatus: 'accepted', avsRejectMessage: null, hasAvs: true };
    case 'avsPending':
      return { avsStatus: 'pending', avsRejectMessage: null, hasAvs: false };
    case 'avsRejected':
      return { avsStatus: 'rejected', avsRejectMessage: event.message, hasAvs: false };
    case 'avsRevoked':
      return { ...INITIAL_AVS_STATE };
  }
}

/** The state a stored status stands for (hasAvs follows from accepted). */
export function avsStateOf(avsStatus: AvsStatus, avsRejectMessage: string | null = null): AvsState {
  return { avsStatus, avsRejectMessage: avsStatus === 'rejected' ? avsRejectMessage : null, hasAvs: avsStatus === 'accepted' };
}
