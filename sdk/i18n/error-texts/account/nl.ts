/** The words of the account area's ErrorBody codes (../account.ts) in Dutch. */
import type { AccountCode } from '../codes';

export const WORDS = {
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
  EMAIL_NOT_VERIFIED: 'Bevestig eerst je e-mailadres.',
  CSRF_TOKEN_INVALID: 'Deze pagina is verlopen. Open de link opnieuw.',
  DEV_KEY_REQUIRED: 'Deze ontwikkelpagina heeft de sleutel uit het startlogboek nodig.',
  PARTNER_KEY_REQUIRED: 'Deze partnerpagina heeft je API-sleutel nodig.',
  PARTNER_KEY_INVALID: 'Deze API-sleutel hoort bij geen partneraccount; controleer of hij volledig is gekopieerd.',
  DAILY_LIMIT_REACHED: 'Je hebt de daglimiet bereikt. Probeer het morgen opnieuw.',
  LIMIT_REACHED: 'Je hebt het maximum bereikt. Verwijder eerst een item.',
  MEDIA_URL_INVALID: 'Deze videolink is ongeldig. Laad de pagina opnieuw.',
  MEDIA_URL_EXPIRED: 'Deze videolink is verlopen. Laad de pagina opnieuw.',
  MEDIA_GUEST_MISMATCH: 'Deze videolink hoort bij een ander account. Open de video zelf.',
  MEDIA_PREPARING: 'Deze video wordt voorbereid. Probeer het zo opnieuw.',
  RANGE_NOT_SATISFIABLE: 'Dit deel van het bestand bestaat niet.',
} satisfies Record<AccountCode, string>;
