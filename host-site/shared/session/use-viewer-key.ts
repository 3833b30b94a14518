import { $guest } from '../../../sdk/session';
import { useStore } from './use-store';

/**
 * Who is looking, as a string for data keys: restrictions and ownership depend
 * on it, so logging in or out elsewhere must reload what a page shows. Every
 * visitor who is not logged in sees the same (a shared page is hydrated before
 * the browser has loaded its anonymous session: that load changes nothing shown).
 */
export function useViewerKey(): string {
  const viewer = useStore($guest);
  return viewer?.isLoggedIn ? viewer.id : '';
}
