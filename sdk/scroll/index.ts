/**
 * Where the page scrolls when the guest arrives on it. spec 000 §2: "The page query parameter
 * scrollTo scrolls to the element with the given id"; spec 002 §2.4: "noscroll on a page load
 * suppresses scrolling to an anchor" and "scrollTo scrolls to the element with that id"; spec 001
 * §2: "tile grids with infinite scroll and restored scroll position".
 *
 * Decisions where the spec says no more:
 * - Back/Forward (pop) returns to where the guest left the page, whatever its URL asks for: the
 *   guest was there last; scrollTo and anchors are for arriving, not for coming back.
 * - A page load is the first page of a visit and every new page opened in the site (push, or a
 *   replace that changes the path, such as a redirect): both arrive.
 * - noscroll suppresses every scroll to an anchor: the #fragment and scrollTo alike (both name
 *   an element to jump to). The page then starts at the top.
 * - scrollTo wins over a #fragment: it is the site's own, explicit parameter.
 * - Opening, typing in and closing the search overlay (?search=, issue 15 §5) keeps the position.
 * - A page that changes its own query in place (a filter of the actor search, issue 15 §2) and says
 *   so keeps the position: the guest is at the control they just used.
 * - A replace that keeps the path tidies the URL (spec 002 §2.4 "The flow parameters are removed
 *   from the URL after the flow completes"): the guest stays where they are.
 */

export type ScrollNavigation = 'load' | 'push' | 'replace' | 'pop';

export interface ScrollArrival {
  navigation: ScrollNavigation;
  /** location.search of the page arrived at ('' or '?a=b'). */
  search: string;
  /** location.hash ('' or '#id'). */
  hash: string;
  /** Where the guest was when they left this history entry (pop), null when unknown. */
  savedY: number | null;
  /** For replace: the path is the one before (only the query or hash changed). */
  samePath: boolean;
  /** The same page as before but for ?search=: the search overlay opened, closed or changed (issue 15 §5). */
  searchOverlayOnly?: boolean;
  /** A push of the same path that the page marked as an in-place change (history state keepScroll). */
  inPlace?: boolean;
}

export type ScrollAction =
  /** Return to a position the guest had. */
  | { kind: 'restore'; y: number }
  /** Bring the element with this id into view (as soon as it is rendered). */
  | { kind: 'element'; id: string }
  | { kind: 'top' }
  /** Leave the position alone. */
  | { kind: 'keep' };

/** Where to scroll on arriving at a page (see the module comment for the rules). */
export function scrollActionFor(arrival: ScrollArrival): ScrollAction {
  const { navigation, savedY } = arrival;
  // The search dialog opens over the page and closes back to it: the page stays where the guest left it.
  if (arrival.searchOverlayOnly && navigation !== 'load') return { kind: 'keep' };
  if (arrival.inPlace && arrival.samePath && navigation === 'push') return { kind: 'keep' };
  if (navigation === 'pop') return savedY === null ? { kind: 'keep' } : { kind: 'restore', y: savedY };
  if (navigation === 'replace' && arrival.samePath) return { kind: 'keep' };
  const query = new URLSearchParams(arrival.search);
  const anchor = query.get('scrollTo') || fragmentId(arrival.hash);
  if (isOn(query.get('noscroll'))) {
    // The browser itself jumps to a #fragment on a first load: undo that; a fresh page starts at the top.
    return navigation === 'load' && !anchor ? { kind: 'keep' } : { kind: 'top' };
  }
  if (anchor) return { kind: 'element', id: anchor };
  // The first page of a visit is where the browser put it; every other new page starts at the top.
  return navigation === 'load' ? { kind: 'keep' } : { kind: 'top' };
}

/** `?noscroll`, `?noscroll=1` and `?noscroll=true` are on; absent, `0` and `false` are off. */
function isOn(value: string | null): boolean {
  return value !== null && value !== '0' && value.toLowerCase() !== 'false';
}

function fragmentId(hash: string): string | null {
  const raw = hash.replace(/^#/, '');
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}
