/**
 * Tracks a shown performer profile once (tracker/trackActorProfileVisit). The
 * tracker module is imported on demand, so the profile chunk only carries this
 * hook. Switching tabs keeps the same actor and tracks nothing new; a ref keeps
 * React's StrictMode effect replay from counting one visit twice.
 */
import { useEffect, useRef } from 'react';

/** Call with the actor's name once the profile is shown, null while it loads or failed. */
export function useProfileVisit(actorName: string | null): void {
  const tracked = useRef<string | null>(null);
  useEffect(() => {
    if (!actorName || tracked.current === actorName) return;
    tracked.current = actorName;
    import('./site-tracker')
      .then((module) => module.trackActorProfileVisit(actorName))
      .catch((error: unknown) => console.warn('Profile visit could not be tracked', error));
  }, [actorName]);
}
