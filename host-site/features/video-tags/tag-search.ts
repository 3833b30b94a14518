/** The tags page's search: pure, shared by the server render (?q=) and typing. */

/** The search of the address: trimmed, lower-cased, at most 40 characters. */
export function tagSearchFromAddress(value: string | null): string {
  return (value ?? '').trim().toLowerCase().slice(0, 40);
}

/** The tags containing the search (case-insensitive), most used first as given; all of them for an empty search. */
export function matchingTags<T extends { tag: string }>(tags: readonly T[], query: string): T[] {
  const needle = query.trim().toLowerCase();
  return needle === '' ? [...tags] : tags.filter(({ tag }) => tag.includes(needle));
}
