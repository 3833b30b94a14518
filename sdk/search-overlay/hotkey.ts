/**
 * The "/" key that opens the search (issue 15 §5). A file of its own: the host site's first route
 * needs this rule and nothing else of the overlay (each module lands whole in one chunk).
 */
/** "/" opens the search, except while the guest types in a field (it is a character there). */
export function isSearchHotkey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }, target: { tagName?: string; isContentEditable?: boolean } | null): boolean {
  if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return false;
  if (!target) return true;
  if (target.isContentEditable) return false;
  return !/^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName ?? '');
}
