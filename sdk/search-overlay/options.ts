/**
 * The options the arrow keys move through, in screen order across the groups (issue 15 §5
 * "keyboard-first"): last searches (nothing typed), proposals, then each result group's items
 * and its "show all". Mediathek and blog appear only when they found something.
 */
import type { SearchOverlayState } from './state';
import type { SearchGroupType } from './wire';

export type SearchOption =
  | { kind: 'lastSearch' | 'proposal'; key: string; value: string }
  | { kind: 'actor'; key: string; href: string; label: string; online: boolean }
  | { kind: 'video'; key: string; href: string; label: string }
  | { kind: 'showAll'; key: string; href: string; group: SearchGroupType; count: number };

export function searchOptions(state: SearchOverlayState): SearchOption[] {
  const options: SearchOption[] = [];
  if (state.pattern.trim() === '') {
    state.lastSearches.forEach((value, index) => options.push({ kind: 'lastSearch', key: `l${index}`, value }));
  }
  state.proposals.forEach((value, index) => options.push({ kind: 'proposal', key: `p${index}`, value }));
  const result = state.result;
  if (!result) return options;
  for (const item of result.actors.items) options.push({ kind: 'actor', key: `a${item.id}`, href: item.link, label: item.name, online: item.online });
  pushShowAll(options, 'actors', result.actors);
  for (const item of result.videos.items) options.push({ kind: 'video', key: `v${item.id}`, href: item.link, label: item.title });
  pushShowAll(options, 'videos', result.videos);
  // spec 001: mediathek and blog are groups of the global search; they show only when they hold something.
  pushShowAll(options, 'mediathek', result.mediathek);
  pushShowAll(options, 'blog', result.blog);
  return options;
}

function pushShowAll(options: SearchOption[], group: SearchGroupType, found: { count: number; link: string | null }): void {
  if (found.count > 0 && found.link) options.push({ kind: 'showAll', key: `s-${group}`, href: found.link, group, count: found.count });
}

/** The index the arrow keys move to: down from the input to the first, up from the first back to the input (-1), wrapping. */
export function movedIndex(current: number, delta: 1 | -1, count: number): number {
  if (count === 0) return -1;
  const next = current + delta;
  if (next < -1) return count - 1;
  if (next >= count) return -1;
  return next;
}

/** The keys of the combobox (WAI-ARIA APG combobox with listbox popup). */
export type SearchKeyIntent = 'next' | 'previous' | 'choose' | 'escape';

export function searchKeyIntent(key: string): SearchKeyIntent | null {
  switch (key) {
    case 'ArrowDown':
      return 'next';
    case 'ArrowUp':
      return 'previous';
    case 'Enter':
      return 'choose';
    case 'Escape':
    case 'Esc':
      return 'escape';
    default:
      return null;
  }
}
