/** The header's search button, which header-search.tsx renders (its class name is written out there: the first route). */
const SELECTOR = '.header-search__button';

export function findSearchButton(): HTMLButtonElement | null {
  return document.querySelector<HTMLButtonElement>(SELECTOR);
}

/** True for the button or anything inside it (its icon). */
export function isSearchButton(target: EventTarget | null): boolean {
  return target instanceof Element && target.closest(SELECTOR) !== null;
}
