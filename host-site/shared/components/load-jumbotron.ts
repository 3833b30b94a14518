/** Loads a video jumbotron for a page loader (spec 001 §7 "GET video/jumbotron/config and homepage"). */
import { RestError, type RestClient } from '../../../sdk/api/rest';
import type { Jumbotron } from '../../../sdk/api/schemas/jumbotron';
import type { JumbotronType } from '../../../sdk/jumbotron/rules';

/** The jumbotron, or null when it could not be loaded: it is a hero above the lists, and the page works without it. */
export async function loadJumbotron(client: RestClient, type: JumbotronType, signal?: AbortSignal): Promise<Jumbotron | null> {
  try {
    const answer = type === 'homepage'
      ? await client.get<{ success: true; data: Jumbotron }>('video/jumbotron/homepage', {}, { signal })
      : await client.get<{ success: true; data: Jumbotron }>('video/jumbotron/config', { type }, { signal });
    return answer.data;
  } catch (error) {
    if (error instanceof RestError || (error instanceof Error && error.name === 'TypeError')) return null;
    throw error;
  }
}
