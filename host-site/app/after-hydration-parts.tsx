/**
 * The site's parts that start once the page is hydrated and live in the router (parts-after-hydration.tsx
 * loads this chunk): the scroll handling of client-side navigation and the header search's controller.
 */
import { SearchController } from '../shared/search/search-controller';
import { ScrollOnNavigate } from './scroll-on-navigate';

export function AfterHydrationParts() {
  return (
    <>
      <ScrollOnNavigate />
      <SearchController />
    </>
  );
}
