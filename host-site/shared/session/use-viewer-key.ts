import { $guest } from '../../../sdk/session';
import { useStore } from './use-store';

/**
 * Who is looking, as a string for data keys: restrictions and ownership depend
 * on it, so logging in or out elsewhere must reload what a page shows.
 */
export function useViewerKey(): string {
  const viewer = useStore($guest);
  return `${viewer?.id ?? ''}|${viewer?.isLoggedIn ?? ''}`;
}
