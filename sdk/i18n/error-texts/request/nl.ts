/** The words of the request area's ErrorBody codes (../request.ts) in Dutch. */
import type { RequestCode } from '../codes';

export const WORDS = {
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
} satisfies Record<RequestCode, string>;
