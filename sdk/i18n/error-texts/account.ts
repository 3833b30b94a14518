/** Words for the ErrorBody codes of accounts, age verification and content access, in every interface language. */
import type { Language } from '../../config';
import type { ErrorCode } from '../../api/error-codes';

type Code = Extract<ErrorCode, 'LINK_INVALID' | 'WRONG_CREDENTIALS' | 'ACCOUNT_RESTRICTED' | 'NOT_YOUR_GUEST_ID' | 'ALREADY_LOGGED_IN' | 'ALREADY_REGISTERED' | 'NAME_TAKEN' | 'EMAIL_TAKEN' | 'CONTENT_RESTRICTED' | 'VIP_ONLY' | 'AGE_ALREADY_VERIFIED' | 'AGE_CHECK_ALREADY_DECIDED'>;

export const ACCOUNT_ERROR_TEXTS: Record<Language, Record<Code, string>> = {
  de: {
    LINK_INVALID: 'Dieser Link ist ungültig, schon benutzt oder abgelaufen. Fordere einen neuen an.',
    WRONG_CREDENTIALS: 'E-Mail-Adresse oder Passwort falsch.',
    ACCOUNT_RESTRICTED: 'Das ist mit deinem Konto gerade nicht möglich. Bitte wende dich an den Support.',
    NOT_YOUR_GUEST_ID: 'Das geht nur für dein eigenes Konto.',
    ALREADY_LOGGED_IN: 'Du bist schon angemeldet. Melde dich zuerst ab.',
    ALREADY_REGISTERED: 'Du bist schon registriert. Melde dich zuerst ab.',
    NAME_TAKEN: 'Dieser Name ist schon vergeben.',
    EMAIL_TAKEN: 'Diese E-Mail-Adresse ist schon registriert. Melde dich an oder setze dein Passwort zurück.',
    CONTENT_RESTRICTED: 'Dafür brauchst du zuerst eine Altersverifikation, einen Kauf oder ein Abo.',
    VIP_ONLY: 'Das ist nur für VIP-Mitglieder.',
    AGE_ALREADY_VERIFIED: 'Dein Alter ist bereits bestätigt.',
    AGE_CHECK_ALREADY_DECIDED: 'Diese Altersverifikation ist schon abgeschlossen.',
  },
  en: {
    LINK_INVALID: 'This link is invalid, used or expired. Ask for a new one.',
    WRONG_CREDENTIALS: 'Wrong e-mail address or password.',
    ACCOUNT_RESTRICTED: 'Your account cannot do this right now. Please contact support.',
    NOT_YOUR_GUEST_ID: 'This works for your own account only.',
    ALREADY_LOGGED_IN: 'You are already logged in. Log out first.',
    ALREADY_REGISTERED: 'You are already registered. Log out first.',
    NAME_TAKEN: 'This name is taken.',
    EMAIL_TAKEN: 'This e-mail address is already registered. Log in or reset your password.',
    CONTENT_RESTRICTED: 'This needs an age check, a purchase or a subscription first.',
    VIP_ONLY: 'This is for VIP members only.',
    AGE_ALREADY_VERIFIED: 'Your age is already verified.',
    AGE_CHECK_ALREADY_DECIDED: 'This age check is already complete.',
  },
  es: {
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
  },
  nl: {
    LINK_INVALID: 'Deze link is ongeldig, al gebruikt of verlopen. Vraag een nieuwe aan.',
    WRONG_CREDENTIALS: 'E-mailadres of wachtwoord onjuist.',
    ACCOUNT_RESTRICTED: 'Dit kan nu niet met je account. Neem contact op met support.',
    NOT_YOUR_GUEST_ID: 'Dit werkt alleen voor je eigen account.',
    ALREADY_LOGGED_IN: 'Je bent al ingelogd. Log eerst uit.',
    ALREADY_REGISTERED: 'Je bent al geregistreerd. Log eerst uit.',
    NAME_TAKEN: 'Deze naam is al in gebruik.',
    EMAIL_TAKEN: 'Dit e-mailadres is al geregistreerd. Log in of stel je wachtwoord opnieuw in.',
    CONTENT_RESTRICTED: 'Hiervoor heb je eerst een leeftijdscontrole, een aankoop of een abonnement nodig.',
    VIP_ONLY: 'Dit is alleen voor VIP-leden.',
    AGE_ALREADY_VERIFIED: 'Je leeftijd is al bevestigd.',
    AGE_CHECK_ALREADY_DECIDED: 'Deze leeftijdscontrole is al afgerond.',
  },
};
