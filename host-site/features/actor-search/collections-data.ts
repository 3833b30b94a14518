/** The site's reads of the collections (issue 15 item 6): GET collections and GET collections/{slug}. */
import { RestError, type RestClient } from '../../../sdk/api/rest';
import type { Collection, CollectionSummary } from '../../../sdk/api/schemas/collections';

/** A refused or failed request (the page shows its error state); anything else is a bug and thrown. */
function failed(error: unknown): boolean {
  return error instanceof RestError || (error instanceof Error && error.name === 'TypeError');
}

/** Every collection for the guest, or null when they could not be loaded. */
export async function loadCollections(client: RestClient, signal?: AbortSignal): Promise<CollectionSummary[] | null> {
  try {
    return (await client.get<{ success: true; data: { collections: CollectionSummary[] } }>('collections', undefined, { signal })).data.collections;
  } catch (error) {
    if (failed(error)) return null;
    throw error;
  }
}

/** One collection; 'missing' for an unknown slug (404), null when it could not be loaded. */
export async function loadCollection(client: RestClient, slug: string, signal?: AbortSignal): Promise<Collection | 'missing' | null> {
  try {
    return (await client.get<{ success: true; data: Collection }>(`collections/${encodeURIComponent(slug)}`, undefined, { signal })).data;
  } catch (error) {
    if (error instanceof RestError && error.status === 404) return 'missing';
    if (failed(error)) return null;
    throw error;
  }
}
