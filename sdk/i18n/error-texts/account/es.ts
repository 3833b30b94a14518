/** The words of the account area's ErrorBody codes (../account.ts) in Spanish. */
import type { AccountCode } from '../codes';

export const WORDS = {
  LINK_INVALID: 'Este enlace no es válido, ya se usó o ha caducado. Pide uno nuevo.',
  WRONG_CREDENTIALS: 'Correo o contraseña incorrectos.',
  ACCOUNT_RESTRICTED: 'Tu cuenta no puede hacer esto ahora. Contacta con el soporte.',
  NOT_YOUR_GUEST_ID: 'Esto solo funciona para tu propia cuenta.',
  ALREADY_LOGGED_IN: 'Ya has iniciado sesión. Cierra sesión primero.',
  ALREADY_REGISTERED: 'Ya estás registrado. Cierra sesión primero.',
  NAME_TAKEN: 'Este nombre ya está en uso.',
  EMAIL_TAKEN: 'Este correo ya está registrado. Inicia sesión o restablece tu contraseña.',
  CONTENT_RESTRICTED: 'Para esto necesitas primero una verificación de edad, una compra o una suscripción.',
  VIP_ONLY: 'Esto es solo para miembros VIP.',
  AGE_ALREADY_VERIFIED: 'Tu edad ya está verificada.',
  AGE_CHECK_ALREADY_DECIDED: 'Esta verificación de edad ya está completada.',
  EMAIL_NOT_VERIFIED: 'Confirma primero tu dirección de correo electrónico.',
  CSRF_TOKEN_INVALID: 'Esta página ha caducado. Abre el enlace de nuevo.',
  DEV_KEY_REQUIRED: 'Esta página de desarrollo necesita la clave del registro de inicio.',
  PARTNER_KEY_REQUIRED: 'Esta página de socios necesita tu clave de API.',
  PARTNER_KEY_INVALID: 'Esta clave de API no pertenece a ninguna cuenta de socio; comprueba que se copió completa.',
  DAILY_LIMIT_REACHED: 'Has alcanzado el límite de hoy. Vuelve a intentarlo mañana.',
  LIMIT_REACHED: 'Has alcanzado el máximo. Elimina primero una entrada.',
  MEDIA_URL_INVALID: 'Este enlace de vídeo no es válido. Vuelve a cargar la página.',
  MEDIA_URL_EXPIRED: 'Este enlace de vídeo ha caducado. Vuelve a cargar la página.',
  MEDIA_GUEST_MISMATCH: 'Este enlace de vídeo pertenece a otra cuenta. Abre el vídeo tú mismo.',
  MEDIA_PREPARING: 'Este vídeo se está preparando. Inténtalo de nuevo en un momento.',
  RANGE_NOT_SATISFIABLE: 'Esta parte del archivo no existe.',
} satisfies Record<AccountCode, string>;
