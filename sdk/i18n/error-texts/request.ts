/**
 * Words for the ErrorBody codes every client meets (the request itself, login,
 * the item asked for, limits, the server side), in every interface language.
 * A widget that meets only these imports this table alone (see errorWordsIn).
 */
import type { Language } from '../../config';
import type { ErrorCode, UNKNOWN_ERROR } from '../../api/error-codes';

type Code = Extract<ErrorCode, 'VALIDATION_FAILED' | 'INVALID_JSON' | 'BAD_REQUEST' | 'BODY_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE' | 'ROUTE_NOT_FOUND' | 'NOT_FOUND' | 'LOGIN_REQUIRED' | 'ACCOUNT_LOCKED' | 'NOT_AVAILABLE_IN_COUNTRY' | 'RATE_LIMITED' | 'INTERNAL_ERROR' | 'SERVICE_UNAVAILABLE'> | typeof UNKNOWN_ERROR;

export const REQUEST_ERROR_TEXTS: Record<Language, Record<Code, string>> = {
  de: {
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
  },
  en: {
    VALIDATION_FAILED: 'Please check what you entered.',
    INVALID_JSON: 'The request was damaged. Reload the page and try again.',
    BAD_REQUEST: 'The request was not valid. Reload the page and try again.',
    BODY_TOO_LARGE: 'That is too large. Please choose something smaller.',
    UNSUPPORTED_MEDIA_TYPE: 'This format is not supported.',
    ROUTE_NOT_FOUND: 'This page does not exist.',
    NOT_FOUND: 'This does not exist (any more).',
    LOGIN_REQUIRED: 'Please log in.',
    ACCOUNT_LOCKED: 'Your account is locked. Please contact support.',
    NOT_AVAILABLE_IN_COUNTRY: 'This is not available in your country.',
    RATE_LIMITED: 'Too many attempts. Please wait a little, then try again.',
    INTERNAL_ERROR: 'Something went wrong. Try again.',
    SERVICE_UNAVAILABLE: 'The service is not reachable right now. Try again in a moment.',
    UNKNOWN: 'Something went wrong. Try again.',
  },
  es: {
    VALIDATION_FAILED: 'Revisa lo que has introducido.',
    INVALID_JSON: 'La solicitud estaba dañada. Recarga la página e inténtalo de nuevo.',
    BAD_REQUEST: 'La solicitud no era válida. Recarga la página e inténtalo de nuevo.',
    BODY_TOO_LARGE: 'Es demasiado grande. Elige algo más pequeño.',
    UNSUPPORTED_MEDIA_TYPE: 'Este formato no es compatible.',
    ROUTE_NOT_FOUND: 'Esta página no existe.',
    NOT_FOUND: 'Esto no existe (o ya no existe).',
    LOGIN_REQUIRED: 'Inicia sesión, por favor.',
    ACCOUNT_LOCKED: 'Tu cuenta está bloqueada. Contacta con el soporte.',
    NOT_AVAILABLE_IN_COUNTRY: 'Esto no está disponible en tu país.',
    RATE_LIMITED: 'Demasiados intentos. Espera un poco y vuelve a intentarlo.',
    INTERNAL_ERROR: 'Algo salió mal. Inténtalo de nuevo.',
    SERVICE_UNAVAILABLE: 'El servicio no está disponible ahora. Inténtalo de nuevo en un momento.',
    UNKNOWN: 'Algo salió mal. Inténtalo de nuevo.',
  },
  nl: {
    VALIDATION_FAILED: 'Controleer wat je hebt ingevuld.',
    INVALID_JSON: 'Het verzoek was beschadigd. Laad de pagina opnieuw en probeer het nog eens.',
    BAD_REQUEST: 'Het verzoek was ongeldig. Laad de pagina opnieuw en probeer het nog eens.',
    BODY_TOO_LARGE: 'Dat is te groot. Kies iets kleiners.',
    UNSUPPORTED_MEDIA_TYPE: 'Dit formaat wordt niet ondersteund.',
    ROUTE_NOT_FOUND: 'Deze pagina bestaat niet.',
    NOT_FOUND: 'Dit bestaat niet (meer).',
    LOGIN_REQUIRED: 'Log eerst in.',
    ACCOUNT_LOCKED: 'Je account is geblokkeerd. Neem contact op met support.',
    NOT_AVAILABLE_IN_COUNTRY: 'Dit is niet beschikbaar in jouw land.',
    RATE_LIMITED: 'Te veel pogingen. Wacht even en probeer het dan opnieuw.',
    INTERNAL_ERROR: 'Er is iets misgegaan. Probeer het opnieuw.',
    SERVICE_UNAVAILABLE: 'De dienst is nu niet bereikbaar. Probeer het zo opnieuw.',
    UNKNOWN: 'Er is iets misgegaan. Probeer het opnieuw.',
  },
};
