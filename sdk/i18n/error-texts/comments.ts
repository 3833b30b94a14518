/** Words for the ErrorBody codes of album comments (spec 001 §4, §6), in every interface language. */
import type { ErrorCode } from '../../api/error-codes';
import type { Language } from '../../config';

export type CommentCode = Extract<ErrorCode, 'COMMENTS_BLOCKED' | 'ALREADY_COMMENTED'>;

export const COMMENT_ERROR_TEXTS: Record<Language, Record<CommentCode, string>> = {
  de: { COMMENTS_BLOCKED: 'Dein Konto darf keine Kommentare schreiben.', ALREADY_COMMENTED: 'Du hast dieses Album schon kommentiert.' },
  en: { COMMENTS_BLOCKED: 'Your account may not write comments.', ALREADY_COMMENTED: 'You have already commented on this album.' },
  es: { COMMENTS_BLOCKED: 'Tu cuenta no puede escribir comentarios.', ALREADY_COMMENTED: 'Ya has comentado este álbum.' },
  nl: { COMMENTS_BLOCKED: 'Je account mag geen reacties schrijven.', ALREADY_COMMENTED: 'Je hebt dit album al becommentarieerd.' },
};
