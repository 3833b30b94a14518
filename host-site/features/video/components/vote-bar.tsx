import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoDetail } from '../../../../sdk/api/types';
import { errorWords } from '../../../../sdk/i18n/errors';
import { $isLoggedIn } from '../../../../sdk/session';
import { QueryServiceError, voteOnVideo } from '../../../../sdk/video-page';
import { likeShare, nextVote, voteOf, type VideoVote, type VoteCounts, type VoteState } from '../../../../sdk/video-votes';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { useLanguage } from '../../../shared/page/page-context';
import { useLoginFirst, useRunPendingAction } from '../../../shared/session/login-first';
import { useStore } from '../../../shared/session/use-store';
import { useQueryService } from '../api/query-service';

interface Votes {
  counts: VoteCounts;
  vote: VoteState;
}

const votesOf = (video: VideoDetail): Votes => ({ counts: { likes: video.ratingLikes, dislikes: video.ratingDislikes }, vote: voteOf(video.guestInfo) });

/**
 * Like and dislike (spec 001 §7 "like/dislike video"; issue 13 §4): one vote per
 * guest, the counts beside the buttons and the share of likes from 10 votes on
 * (spec 001 §9 "Rating threshold 10 ratings"). A logged-out guest logs in first,
 * and the vote is cast right after (spec 002 §4.5 pending actions after login).
 */
export function VoteBar({ video }: { video: VideoDetail }) {
  const t = useSiteT();
  const language = useLanguage();
  const isLoggedIn = useStore($isLoggedIn);
  const query = useQueryService();
  const loginFirst = useLoginFirst();
  const [votes, setVotes] = useState<Votes>(() => votesOf(video));
  const [sending, setSending] = useState(false);
  // A press while a vote is on its way is ignored; the buttons stay enabled so the keyboard focus stays on them.
  const busy = useRef(false);
  const [error, setError] = useState<string | null>(null);

  // A re-read answer (after a login or a purchase) brings the server's numbers.
  const { id, ratingLikes, ratingDislikes } = video;
  const { liked, disliked } = video.guestInfo;
  useEffect(() => {
    setVotes({ counts: { likes: ratingLikes, dislikes: ratingDislikes }, vote: voteOf({ liked, disliked }) });
  }, [id, ratingLikes, ratingDislikes, liked, disliked]);

  const send = useCallback(async (target: VoteState) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    setError(null);
    try {
      const answer = await voteOnVideo(query, id, target);
      setVotes({ counts: { likes: answer.ratingLikes, dislikes: answer.ratingDislikes }, vote: voteOf(answer) });
    } catch (failure) {
      setError(failure instanceof QueryServiceError && failure.code !== 'UNKNOWN' ? errorWords(failure.code, language) : t('video.vote.failed'));
    } finally {
      busy.current = false;
      setSending(false);
    }
  }, [query, id, language, t]);

  // The vote a logged-out guest asked for before logging in: that vote, not a toggle of what the fresh answer says.
  useRunPendingAction('videoRating', String(id), useCallback((params) => {
    if (params.value === 'like' || params.value === 'dislike') void send(params.value);
  }, [send]));

  const press = (pressed: VideoVote) => {
    if (!isLoggedIn) return loginFirst({ type: 'videoRating', params: { targetId: String(id), value: pressed } });
    void send(nextVote(votes.vote, pressed));
  };

  const total = votes.counts.likes + votes.counts.dislikes;
  const share = likeShare(votes.counts);
  return (
    <div className="vote-bar">
      <div className="vote-bar__buttons" role="group" aria-label={t('video.votes')}>
        <VoteButton kind="like" pressed={votes.vote === 'like'} count={votes.counts.likes} busy={sending} onPress={press} />
        <VoteButton kind="dislike" pressed={votes.vote === 'dislike'} count={votes.counts.dislikes} busy={sending} onPress={press} />
      </div>
      <p className="vote-bar__share">
        {share === null ? t('video.rating.few', { count: total }) : t('video.rating.share', { percent: share, count: total })}
      </p>
      {!isLoggedIn ? <p className="vote-bar__hint">{t('video.vote.needsLogin')}</p> : null}
      {error ? <p className="vote-bar__error" role="alert">{error}</p> : null}
    </div>
  );
}

function VoteButton({ kind, pressed, count, busy, onPress }: { kind: VideoVote; pressed: boolean; count: number; busy: boolean; onPress(kind: VideoVote): void }) {
  const t = useSiteT();
  return (
    <button type="button" className={`vote-bar__button vote-bar__button--${kind}`} aria-pressed={pressed} aria-busy={busy || undefined} onClick={() => onPress(kind)} data-vote={kind}>
      <ThumbIcon down={kind === 'dislike'} />
      <span>{t(kind === 'like' ? 'video.like' : 'video.dislike')}</span>
      <span className="vote-bar__count">{count}</span>
    </button>
  );
}

function ThumbIcon({ down }: { down: boolean }) {
  return (
    <svg className="vote-bar__icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false" data-down={down ? "" : undefined}>
      <path fill="currentColor" d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l1-4.6v-.3c0-.4-.2-.8-.4-1.1L13.2 1 6.6 7.6c-.4.4-.6.9-.6 1.4v10a2 2 0 0 0 2 2h9a2 2 0 0 0 1.8-1.2l3-7.1c.1-.2.2-.5.2-.7v-2z" />
    </svg>
  );
}
