import { useEffect, useRef, useState, type FormEvent } from 'react';
import { loadComments, sendComment } from '../../../../sdk/albums/api';
import { commentTextProblem, COMMENT_MAX_LENGTH, nextCommentsOffset } from '../../../../sdk/albums/rules';
import type { AlbumComment, AlbumComments as Comments } from '../../../../sdk/albums/types';
import { RestError } from '../../../../sdk/api/rest';
import { errorWords } from '../../../../sdk/i18n/errors';
import { $guest, $isLoggedIn } from '../../../../sdk/session/store';
import { useLoginFirst } from '../../../shared/components/gallery/login-first';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useAppServices } from '../../../shared/services/app-services';
import { useStore } from '../../../shared/session/use-store';

/**
 * The album's comments (spec 001 §3 "list, commentsTotal, isGuestAllowedToCommentAlbum"):
 * newest first, 5 more at a time (§9), the performer's own marked (isCreator), and the
 * form for the guest's one comment (§4). The first page comes with the page.
 */
export function AlbumComments({ albumId, first }: { albumId: number; first: Comments }) {
  const t = useSiteT();
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const isLoggedIn = useStore($isLoggedIn);
  // spec 001 §6 "Guests blocked for comments cannot comment": the session says so, and the note says why.
  const isBlocked = useStore($guest)?.isBlockedForComments ?? false;
  const loginFirst = useLoginFirst();
  const [list, setList] = useState<AlbumComment[]>(first.list);
  const [total, setTotal] = useState(first.commentsTotal);
  const [allowed, setAllowed] = useState(first.isGuestAllowedToCommentAlbum);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [posted, setPosted] = useState(false);

  // Whether this guest may comment depends on who looks: the page's data is the server render's guest until it
  // reloads. Once the guest posted or paged here, this list is newer than any reload that may have started before.
  const touched = useRef(false);
  useEffect(() => {
    if (touched.current) return;
    setList(first.list);
    setTotal(first.commentsTotal);
    setAllowed(first.isGuestAllowedToCommentAlbum);
  }, [first]);

  const next = nextCommentsOffset(list.length, total);
  const loadMore = async () => {
    if (next === null) return;
    touched.current = true;
    setLoading(true);
    setLoadFailed(false);
    try {
      const page = await loadComments(client, albumId, next);
      const known = new Set(list.map((c) => c.id));
      setList([...list, ...page.list.filter((c) => !known.has(c.id))]);
      setTotal(page.commentsTotal);
    } catch {
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = commentTextProblem(text);
    if (problem) return setFormError(problem === 'empty' ? t('gallery.comments.emptyText') : t('gallery.comments.tooLong', { max: COMMENT_MAX_LENGTH }));
    touched.current = true;
    setSending(true);
    setFormError(null);
    try {
      const answer = await sendComment(client, albumId, text);
      // The newest comment goes first, so the next page's offset stays right.
      setList([answer.comment, ...list]);
      setTotal(answer.commentsTotal);
      setAllowed(answer.isGuestAllowedToCommentAlbum);
      setText('');
      setPosted(true);
    } catch (error) {
      const code = error instanceof RestError ? error.code : undefined;
      if (code === 'ALREADY_COMMENTED' || code === 'COMMENTS_BLOCKED') setAllowed(false);
      setFormError(code ? errorWords(code, language) : t('gallery.actionFailed'));
    } finally {
      setSending(false);
    }
  };

  return (
    <section className="album-comments" aria-labelledby="album-comments-title">
      <h2 id="album-comments-title" className="album-comments__title">{t('gallery.comments.title', { count: total })}</h2>
      {posted ? <p className="album-comments__posted" role="status">{t('gallery.comments.posted')}</p> : null}
      {!isLoggedIn ? (
        <p className="album-comments__note">
          {t('gallery.comments.loginFirst')}{' '}
          <button type="button" className="link-button" onClick={() => loginFirst(null)}>{t('gallery.comments.logIn')}</button>
        </p>
      ) : allowed ? (
        <form className="album-comments__form" onSubmit={submit} noValidate>
          <label htmlFor="album-comment-text">{t('gallery.comments.label')}</label>
          <textarea id="album-comment-text" value={text} onChange={(event) => setText(event.target.value)} maxLength={COMMENT_MAX_LENGTH + 50} rows={3}
            aria-invalid={formError ? true : undefined} aria-describedby={formError ? 'album-comment-error' : undefined} />
          {formError ? <p id="album-comment-error" className="gallery-error" role="alert">{formError}</p> : null}
          <button type="submit" className="button" disabled={sending}>{sending ? t('gallery.comments.sending') : t('gallery.comments.submit')}</button>
        </form>
      ) : posted ? null : (
        <p className="album-comments__note">{formError ?? (isBlocked ? errorWords('COMMENTS_BLOCKED', language) : t('gallery.comments.notAllowed'))}</p>
      )}
      {list.length === 0 ? <p className="album-comments__note">{t('gallery.comments.empty')}</p> : (
        <ol className="album-comments__list">
          {list.map((comment) => (
            <li key={comment.id} className={comment.isCreator ? 'album-comment album-comment--creator' : 'album-comment'}>
              <p className="album-comment__head">
                <strong>{comment.user.name}</strong>
                {comment.isCreator ? <span className="album-comment__badge">{t('gallery.comments.creator')}</span> : null}
                <time dateTime={comment.created}>{new Date(comment.created).toLocaleDateString(language, { timeZone: 'UTC' })}</time>
              </p>
              <p className="album-comment__text">{comment.text}</p>
            </li>
          ))}
        </ol>
      )}
      {loadFailed ? <p className="gallery-error" role="alert">{t('gallery.comments.loadFailed')}</p> : null}
      {next !== null ? (
        <button type="button" className="gallery-button album-comments__more" onClick={loadMore} disabled={loading}>
          {loadFailed ? t('gallery.retry') : t('gallery.comments.more')}
        </button>
      ) : null}
    </section>
  );
}
