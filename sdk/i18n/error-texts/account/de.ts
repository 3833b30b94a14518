/** The words of the account area's ErrorBody codes (../account.ts) in German. */
import type { AccountCode } from '../codes';

export const WORDS = {
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
  EMAIL_NOT_VERIFIED: 'Bestätige zuerst deine E-Mail-Adresse.',
  CSRF_TOKEN_INVALID: 'Diese Seite ist abgelaufen. Öffne den Link noch einmal.',
  DEV_KEY_REQUIRED: 'Diese Entwicklerseite braucht den Schlüssel aus dem Startprotokoll.',
  PARTNER_KEY_REQUIRED: 'Diese Partnerseite braucht deinen API-Schlüssel.',
  PARTNER_KEY_INVALID: 'Dieser API-Schlüssel gehört zu keinem Partnerkonto; prüfe, ob er vollständig kopiert wurde.',
  DAILY_LIMIT_REACHED: 'Du hast das Tageslimit erreicht. Morgen geht es wieder.',
  LIMIT_REACHED: 'Du hast die Höchstzahl erreicht. Entferne zuerst einen Eintrag.',
  MEDIA_URL_INVALID: 'Dieser Videolink ist ungültig. Lade die Seite neu.',
  MEDIA_URL_EXPIRED: 'Dieser Videolink ist abgelaufen. Lade die Seite neu.',
  MEDIA_GUEST_MISMATCH: 'Dieser Videolink gehört zu einem anderen Konto. Öffne das Video selbst.',
  MEDIA_PREPARING: 'Dieses Video wird gerade vorbereitet. Versuche es gleich noch einmal.',
  RANGE_NOT_SATISFIABLE: 'Dieser Teil der Datei existiert nicht.',
} satisfies Record<AccountCode, string>;
