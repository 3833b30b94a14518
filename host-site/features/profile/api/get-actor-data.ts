import { getActorData } from '../../../../sdk/api/catalog';
import { RestError, type RestClient } from '../../../../sdk/api/rest';
import type { ActorProfile } from '../../../../sdk/api/types';

/** What the profile page can show for one actor name. */
export type ActorDataState =
  | { status: 'ready'; actor: ActorProfile }
  /** 404: no performer with that name or id. */
  | { status: 'not-found' }
  /** 451: the performer bans the guest's country (bannedCountryCodes, enforced by the server). */
  | { status: 'unavailable' }
  | { status: 'error'; error: unknown };

/** An answer with `success: false` (the server explains in `error`). */
export class ActorDataError extends Error {
  constructor(readonly actorName: string, readonly serverError: string) {
    super(`actor/getActorDataByIdOrName/${actorName}: expected success true, got error "${serverError}"`);
    this.name = 'ActorDataError';
  }
}

/** Loads one actor's profile; rejects with RestError (HTTP status) or ActorDataError. */
export async function fetchActorData(client: RestClient, actorName: string, signal?: AbortSignal): Promise<ActorProfile> {
  const answer = await getActorData(client, actorName, signal ? { signal } : undefined);
  if (!answer.success) throw new ActorDataError(actorName, answer.error);
  return answer.data;
}

/** Maps a failed load to the page state: status 404 and 451 have their own pages, everything else can be retried. */
export function stateForError(error: unknown): ActorDataState {
  if (error instanceof RestError && error.status === 404) return { status: 'not-found' };
  if (error instanceof RestError && error.status === 451) return { status: 'unavailable' };
  return { status: 'error', error };
}
