/**
 * A performer as the actor search rules take her: the server reads these (server/actor-search/candidates.ts) and the
 * pure rules here filter, sort and count them, so every rule is table-tested without a database.
 */
export interface SearchPerformer {
  id: number;
  name: string;
  /** Lower-cased name: the profile link's slug. */
  nameLower: string;
  gender: string;
  type: string;
  age: number;
  country: string;
  languages: readonly string[];
  categories: readonly string[];
  /** Search features: hd, livePreview, toyControl, audio. */
  features: readonly string[];
  /** Her three words (the catalog's three_words): the mood matches them. */
  words: readonly string[];
  online: boolean;
  isNew: boolean;
  /** 1 is the best. */
  rank: number;
  /** ISO time. */
  registeredAt: string;
  /** Her city's centre; null when the catalog has no location for her. */
  city: string | null;
  lat: number | null;
  long: number | null;
}
