import { useState, type FormEvent } from 'react';
import { loadActorNote, storeActorNote } from '../../../../sdk/actor-notes/api';
import { actorNoteWrite, ACTOR_NOTE_MAX_LENGTH, isActorNoteChanged } from '../../../../sdk/actor-notes/rules';
import { RestError } from '../../../../sdk/api/rest';
import { errorWords } from '../../../../sdk/i18n/errors';
import { $isLoggedIn } from '../../../../sdk/session/store';
import { useLoginFirst } from '../../../shared/components/gallery/login-first';
import { useSiteT } from '../../../shared/i18n/use-site-t';
import { usePage } from '../../../shared/page/page-context';
import { useClientLoad } from '../../../shared/lib/use-client-load';
import { useAppServices } from '../../../shared/services/app-services';
import { useStore } from '../../../shared/session/use-store';

/**
 * The guest's private note on the performer (issue 15 §8; spec 001 §3 "Actor note:
 * actorId, comment"; §7 getActorNoteById, storeActorNote). Logged-in guests only
 * (the server enforces it); loaded after hydration, since the server render is
 * shared between guests. An empty note clears it.
 */
export function ActorNote({ actorId, actorName }: { actorId: number; actorName: string }) {
  const t = useSiteT();
  const { language } = usePage();
  const client = useAppServices().restClient(language);
  const isLoggedIn = useStore($isLoggedIn);
  const loginFirst = useLoginFirst();
  const [draft, setDraft] = useState('');
  const [saving, setSaving] = useState(false);
  const [message, setMessage] = useState<{ kind: 'saved' | 'error'; text: string } | null>(null);
  // The note depends only on who asks and for whom; the draft starts as the stored note.
  const { state, retry, setValue: setStored } = useClientLoad(
    (signal) => loadActorNote(client, actorId, { signal }).then((note) => (setDraft(note.comment), note.comment)),
    [actorId],
    isLoggedIn,
  );

  if (!isLoggedIn) {
    return (
      <section className="actor-note" aria-labelledby="actor-note-title">
        <h2 id="actor-note-title" className="actor-note__title">{t('actorNote.title')}</h2>
        <p className="actor-note__hint">
          {t('actorNote.loginFirst', { name: actorName })}{' '}
          <button type="button" className="link-button" onClick={() => loginFirst(null)}>{t('actorNote.logIn')}</button>
        </p>
      </section>
    );
  }

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (actorNoteWrite(draft).kind === 'tooLong') {
      return setMessage({ kind: 'error', text: t('actorNote.tooLong', { max: ACTOR_NOTE_MAX_LENGTH }) });
    }
    setSaving(true);
    setMessage(null);
    try {
      const note = await storeActorNote(client, actorId, draft);
      setStored(note.comment);
      setDraft(note.comment);
      setMessage({ kind: 'saved', text: note.comment === '' ? t('actorNote.cleared') : t('actorNote.saved') });
    } catch (error) {
      const code = error instanceof RestError ? error.code : undefined;
      setMessage({ kind: 'error', text: code ? errorWords(code, language) : t('actorNote.saveFailed') });
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className="actor-note" aria-labelledby="actor-note-title" aria-busy={state.kind === 'loading'}>
      <h2 id="actor-note-title" className="actor-note__title">{t('actorNote.title')}</h2>
      {state.kind === 'loading' ? <p className="actor-note__hint">{t('actorNote.loading')}</p> : null}
      {state.kind === 'failed' ? (
        <p className="actor-note__hint" role="alert">
          {t('actorNote.loadFailed')}{' '}
          <button type="button" className="link-button" onClick={retry}>{t('actorNote.retry')}</button>
        </p>
      ) : null}
      {state.kind === 'ready' ? (
        <form className="actor-note__form" onSubmit={save} noValidate>
          <label htmlFor="actor-note-text">{t('actorNote.label', { name: actorName })}</label>
          <textarea id="actor-note-text" value={draft} rows={3} maxLength={ACTOR_NOTE_MAX_LENGTH + 50}
            onChange={(event) => { setDraft(event.target.value); setMessage(null); }}
            aria-invalid={message?.kind === 'error' ? true : undefined} aria-describedby="actor-note-private" />
          <p id="actor-note-private" className="actor-note__hint">{t('actorNote.private')}</p>
          {message ? <p className={`actor-note__message actor-note__message--${message.kind}`} role={message.kind === 'error' ? 'alert' : 'status'}>{message.text}</p> : null}
          <button type="submit" className="button" disabled={saving || !isActorNoteChanged(state.value, draft)}>
            {saving ? t('actorNote.saving') : t('actorNote.save')}
          </button>
        </form>
      ) : null}
    </section>
  );
}
