import { useEffect, useState } from 'react';
import { msToNextBucket, pictureBucket } from '../../../sdk/live/live-picture';

/**
 * The current 10 s picture bucket, starting from the server's (so hydration matches) and moving on
 * at each bucket boundary while the tab is visible; a hidden tab stops ticking and catches up when
 * it comes back (issue 14 item 2: "only while ... the tab is visible").
 */
export function useLiveTick(serverBucket: number, now: () => number = Date.now): number {
  const [bucket, setBucket] = useState(serverBucket);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      if (document.visibilityState !== 'visible') return;
      setBucket(pictureBucket(now()));
      timer = setTimeout(schedule, msToNextBucket(now()));
    };
    schedule();
    document.addEventListener('visibilitychange', schedule);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', schedule);
    };
  }, [now]);
  return bucket;
}
