/** The words of the request area's ErrorBody codes (../request.ts) in Spanish. */
import type { RequestCode } from '../codes';

export const WORDS = {
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
} satisfies Record<RequestCode, string>;
