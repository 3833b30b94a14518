/**
 * TEMPORARY copy of the actor search's wire types (ACTOR-SEARCH-CONTRACT15 "S provides"), until
 * helper S's sdk/actor-search/types.ts is on main; then this file goes and imports point there.
 */
export type ActorSearchType = 'default' | 'location' | 'custom' | 'newGirls';
export type ActorSearchSort = 'rank' | 'registered' | 'distance';
export type ActorFilterField = 'gender' | 'type' | 'age' | 'languages' | 'country' | 'categories' | 'features' | 'online';
export type SearchConditions = Partial<Record<ActorFilterField, string[]>> & { excludedIds?: number[] };
export interface FilterOption { value: string; label: string; count: number }
export interface AvailableFilter { field: ActorFilterField; label: string; options: FilterOption[] }
export interface ActiveFilter { field: ActorFilterField; value: string; label: string }
export interface GuestLocation { lat: number; long: number; zip: string | null; source: 'zip' | 'browser' }
export interface ActorSearchHit {
  id: number; name: string; link: string; image: string; online: boolean; age: number; country: string;
  city: string; distanceKm: number | null; lat: number; long: number; isNew: boolean; features: string[];
}
export interface MapMarker { id: number; name: string; lat: number; long: number; online: boolean; link: string }
export interface ActorSearchAnswer {
  requestId: number;
  searchType: ActorSearchType; sortType: ActorSearchSort; moodValue: number;
  activeCategory: string | null;
  availableFilters: AvailableFilter[]; activeFilters: ActiveFilter[];
  actors: ActorSearchHit[]; currentPage: number; maxPage: number; totalHits: number;
  location: GuestLocation | null;
  markers: MapMarker[];
}
export const ACTOR_SEARCH_PAGE_SIZE = 30;
export const ZIP_LENGTH = 5;
export const MOOD_VALUES = [0, 1, 2, 3] as const;
