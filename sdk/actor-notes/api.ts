/** The actor note calls of spec 001 §7 for the sdk REST client; each answers its data or throws RestError. */
import type { RestClient, RestRequestInit } from '../api/rest';
import type { ActorNote } from './types';

type Data<T> = { success: true; data: T };

/** GET actor/getActorNoteById/{actorId} (login required): the guest's note, comment '' when none. */
export async function loadActorNote(client: RestClient, actorId: number, init?: RestRequestInit): Promise<ActorNote> {
  return (await client.get<Data<ActorNote>>(`actor/getActorNoteById/${actorId}`, {}, init)).data;
}

/** POST actor/storeActorNote: stores the note (an empty comment clears it) and answers what is stored. */
export async function storeActorNote(client: RestClient, actorId: number, comment: string): Promise<ActorNote> {
  return (await client.post<Data<ActorNote>>('actor/storeActorNote', { actorId, comment })).data;
}
