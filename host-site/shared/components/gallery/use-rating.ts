import { useCallback, useEffect, useRef, useState } from 'react';
import type { GalleryWish } from '../../../../sdk/albums/pending';
import type { AlbumRating } from '../../../../sdk/albums/rules';
import type { RatingState } from '../../../../sdk/albums/types';
import { $isLoggedIn } from '../../../../sdk/session/store';
import { useStore } from '../../session/use-store';
import { useLoginFirst } from './login-first';

/**
 * A rating's state on a page: the server's answer replaces it after each rating;
 * a logged-out guest is sent to log in first (with `wishFor`'s pending action, if any).
 */
export function useRating(initial: RatingState, send: (rating: AlbumRating) => Promise<RatingState>, wishFor: (rating: AlbumRating) => GalleryWish | null) {
  const [state, setState] = useState(initial);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const isLoggedIn = useStore($isLoggedIn);
  const loginFirst = useLoginFirst();
  // Once the guest rated here, the server's answer is the truth: page data reloaded meanwhile
  // (a login, the pending action leaving the address) may have been read before the rating was stored.
  const rated = useRef(false);
  useEffect(() => {
    if (!rated.current) setState(initial);
  }, [initial]);
  /** Sends the rating now (the guest is logged in, e.g. a pending action after login). */
  const send_ = useCallback(async (rating: AlbumRating) => {
    rated.current = true;
    setBusy(true);
    setFailed(false);
    try {
      setState(await send(rating));
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  }, [send]);
  const rate = (rating: AlbumRating) => (isLoggedIn ? void send_(rating) : loginFirst(wishFor(rating)));
  return { state, busy, failed, rate, send: send_ };
}
