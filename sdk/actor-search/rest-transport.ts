/**
 * The actor search's calls over the sdk REST client (spec 001 §7): the controller's transport on the
 * site, and what the page's loader asks on the server for the first paint.
 */
import type { RestClient, RestRequestInit } from '../api/rest';
import type { ActorSearchAnswer } from './types';
import type { ActorSearchRequest, ActorSearchTransport } from './controller';
import type { ActorSearchUrlState } from './url-state';

interface Answer<T> { success: true; data: T }
type ZipAnswer = { success: true; data: { latitude: number; longitude: number } } | { success: false };

/** POST actorsearch/search?page=N. */
export function searchActors(client: RestClient, request: ActorSearchRequest, page: number, init?: RestRequestInit): Promise<ActorSearchAnswer> {
  return client.post<Answer<ActorSearchAnswer>>(`actorsearch/search?page=${page}`, request, init).then((answer) => answer.data);
}

/** POST actorsearch/init: the first page of a type with the guest's stored filters and place. */
export function initActors(client: RestClient, request: { searchType: ActorSearchUrlState['type']; sortType: ActorSearchUrlState['sort']; currentCollection: string | null }, init?: RestRequestInit): Promise<ActorSearchAnswer> {
  return client.post<Answer<ActorSearchAnswer>>('actorsearch/init', request, init).then((answer) => answer.data);
}

/**
 * The request of a search as the address asks it, for the server render: a postcode travels alone
 * (forcedGuestZip) and the server looks it up; a 5-character code it does not know answers without a place.
 */
export function requestOfAddress(state: ActorSearchUrlState): ActorSearchRequest {
  return {
    moodValue: state.mood,
    searchType: state.type,
    sortType: state.sort,
    requestId: 0,
    forcedGuestLocation: null,
    forcedGuestZip: state.zip,
    forcedGuestLocationSource: state.zip ? 'zip' : null,
    currentCollection: state.category,
    searchConditions: state.conditions,
    changedFilter: null,
  };
}

export function restActorSearchTransport(client: RestClient): ActorSearchTransport {
  return {
    search: (request, page) => searchActors(client, request, page),
    init: (request) => initActors(client, request),
    deleteFilter: (request) => client.post<Answer<ActorSearchAnswer>>('actorsearch/filter/delete', request).then((answer) => answer.data),
    // spec 001 §7 "reads success and data holding latitude and longitude".
    lookupZip: (zip) => client.get<ZipAnswer>(`utility/getGeoLocationByZip/${encodeURIComponent(zip)}`)
      .then((answer) => (answer.success ? { lat: answer.data.latitude, long: answer.data.longitude } : null)),
  };
}
