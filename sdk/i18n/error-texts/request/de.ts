/** The words of the request area's ErrorBody codes (../request.ts) in German. */
import type { RequestCode } from '../codes';

export const WORDS = {
  VALIDATION_FAILED: 'Bitte prüfe deine Eingabe.',
  INVALID_JSON: 'Die Anfrage war beschädigt. Lade die Seite neu und versuche es noch einmal.',
  BAD_REQUEST: 'Die Anfrage war ungültig. Lade die Seite neu und versuche es noch einmal.',
  BODY_TOO_LARGE: 'Das ist zu groß. Bitte wähle etwas Kleineres.',
  UNSUPPORTED_MEDIA_TYPE: 'Dieses Format wird nicht unterstützt.',
  ROUTE_NOT_FOUND: 'Diese Seite gibt es nicht.',
  NOT_FOUND: 'Das gibt es nicht (mehr).',
  LOGIN_REQUIRED: 'Bitte melde dich an.',
  ACCOUNT_LOCKED: 'Dein Konto ist gesperrt. Bitte wende dich an den Support.',
  NOT_AVAILABLE_IN_COUNTRY: 'Das ist in deinem Land nicht verfügbar.',
  RATE_LIMITED: 'Zu viele Versuche. Bitte warte kurz und versuche es dann noch einmal.',
  INTERNAL_ERROR: 'Etwas ist schiefgelaufen. Versuche es noch einmal.',
  SERVICE_UNAVAILABLE: 'Der Dienst ist gerade nicht erreichbar. Versuche es gleich noch einmal.',
  UNKNOWN: 'Etwas ist schiefgelaufen. Versuche es noch einmal.',
} satisfies Record<RequestCode, string>;
