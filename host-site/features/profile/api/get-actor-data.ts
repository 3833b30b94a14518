import { useCallback, useEffect, useState } from 'react';
import { getActorData } from '../../../../sdk/api/catalog';
import { RestError, type RestClient } from '../../../../sdk/api/rest';
import type { ActorProfile } from '../../../../sdk/api/types';
import type { Language } from '../../../../sdk/config';
import { useAppServices } from '../../../shared/services/app-services';

/** What the profile page can show for one actor name. */
export type ActorDataState =
  | { status: 'loading' }
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

/** The actor data of `actorName` in `language`, reloaded when either changes; `retry` loads again after an error. */
export function useActorData(actorName: string, language: Language): ActorDataState & { retry(): void } {
  const { restClient } = useAppServices();
  const [state, setState] = useState<ActorDataState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    // Same performer in another language: keep showing the profile while it reloads.
    setState((previous) =>
      previous.status === 'ready' && previous.actor.name.toLowerCase() === actorName.toLowerCase()
        ? previous
        : { status: 'loading' },
    );
    fetchActorData(restClient(language), actorName, controller.signal).then(
      (actor) => setState({ status: 'ready', actor }),
      (error: unknown) => {
        // A newer name or an unmount aborted this load; its result no longer matters.
        if (!controller.signal.aborted) setState(stateForError(error));
      },
    );
    return () => controller.abort();
  }, [restClient, language, actorName, attempt]);

  const retry = useCallback(() => setAttempt((count) => count + 1), []);
  return { ...state, retry };
}
