/**
 * The cookie banner's and the data-protection notice's texts, in their own i18next namespace:
 * they load with the consent layer after the first paint, not with the first route (140 kB budget).
 */
import type { Language } from '../../../sdk/config';

export const CONSENT_NAMESPACE = 'consent';

const en = {
  'consent.title': 'Cookies and your privacy',
  'consent.text': 'Necessary cookies keep you logged in and remember this choice. With your consent we also remember your searches (functional) and measure how the site is used (analytics).',
  'consent.acceptAll': 'Accept all',
  'consent.onlyNecessary': 'Only necessary',
  'consent.settings': 'Settings',
  'consent.save': 'Save',
  'consent.cancel': 'Cancel',
  'consent.necessary': 'Necessary',
  'consent.necessaryHint': 'Log-in and this choice. Always on.',
  'consent.functional': 'Functional',
  'consent.functionalHint': 'Remembers your recent searches.',
  'consent.analytics': 'Analytics',
  'consent.analyticsHint': 'Measures how the site is used, so we can improve it.',
  'consent.reopen': 'Cookie settings',
  'dataProtection.title': 'Our data-protection notice',
  'dataProtection.text': 'Please take a moment to read how we handle your data. You find it at any time under “Data protection” at the bottom of every page.',
  'dataProtection.read': 'Read the notice',
  'dataProtection.close': 'Got it',
  'dataProtection.closing': 'Saving…',
  'dataProtection.error.loginRequired': 'Your session has ended. Please log in again, then close this notice.',
  'dataProtection.error.network': 'No connection to the server. Please check your connection and press “Got it” again.',
  'dataProtection.error.server': 'This could not be saved just now. Please press “Got it” again in a moment.',
};

export type ConsentKey = keyof typeof en;

const de: Record<ConsentKey, string> = {
  'consent.title': 'Cookies und deine Privatsphäre',
  'consent.text': 'Notwendige Cookies halten dich angemeldet und merken sich diese Auswahl. Mit deiner Zustimmung merken wir uns auch deine Suchen (funktional) und messen, wie die Seite genutzt wird (Analyse).',
  'consent.acceptAll': 'Alle akzeptieren',
  'consent.onlyNecessary': 'Nur notwendige',
  'consent.settings': 'Einstellungen',
  'consent.save': 'Speichern',
  'consent.cancel': 'Abbrechen',
  'consent.necessary': 'Notwendig',
  'consent.necessaryHint': 'Anmeldung und diese Auswahl. Immer aktiv.',
  'consent.functional': 'Funktional',
  'consent.functionalHint': 'Merkt sich deine letzten Suchen.',
  'consent.analytics': 'Analyse',
  'consent.analyticsHint': 'Misst, wie die Seite genutzt wird, damit wir sie verbessern können.',
  'consent.reopen': 'Cookie-Einstellungen',
  'dataProtection.title': 'Unsere Datenschutzerklärung',
  'dataProtection.text': 'Bitte lies kurz, wie wir mit deinen Daten umgehen. Du findest die Erklärung jederzeit unter „Datenschutz“ am Ende jeder Seite.',
  'dataProtection.read': 'Erklärung lesen',
  'dataProtection.close': 'Verstanden',
  'dataProtection.closing': 'Wird gespeichert…',
  'dataProtection.error.loginRequired': 'Deine Sitzung ist abgelaufen. Bitte melde dich erneut an und schließe dann diesen Hinweis.',
  'dataProtection.error.network': 'Keine Verbindung zum Server. Bitte prüfe deine Verbindung und drücke erneut auf „Verstanden“.',
  'dataProtection.error.server': 'Das konnte gerade nicht gespeichert werden. Bitte drücke gleich noch einmal auf „Verstanden“.',
};

const es: Record<ConsentKey, string> = {
  'consent.title': 'Cookies y tu privacidad',
  'consent.text': 'Las cookies necesarias mantienen tu sesión iniciada y recuerdan esta elección. Con tu consentimiento también recordamos tus búsquedas (funcionales) y medimos cómo se usa el sitio (analíticas).',
  'consent.acceptAll': 'Aceptar todas',
  'consent.onlyNecessary': 'Solo necesarias',
  'consent.settings': 'Ajustes',
  'consent.save': 'Guardar',
  'consent.cancel': 'Cancelar',
  'consent.necessary': 'Necesarias',
  'consent.necessaryHint': 'Inicio de sesión y esta elección. Siempre activas.',
  'consent.functional': 'Funcionales',
  'consent.functionalHint': 'Recuerdan tus búsquedas recientes.',
  'consent.analytics': 'Analíticas',
  'consent.analyticsHint': 'Miden cómo se usa el sitio para poder mejorarlo.',
  'consent.reopen': 'Ajustes de cookies',
  'dataProtection.title': 'Nuestro aviso de protección de datos',
  'dataProtection.text': 'Dedica un momento a leer cómo tratamos tus datos. Lo encuentras siempre en «Protección de datos», al final de cada página.',
  'dataProtection.read': 'Leer el aviso',
  'dataProtection.close': 'Entendido',
  'dataProtection.closing': 'Guardando…',
  'dataProtection.error.loginRequired': 'Tu sesión ha terminado. Inicia sesión de nuevo y después cierra este aviso.',
  'dataProtection.error.network': 'No hay conexión con el servidor. Comprueba tu conexión y pulsa «Entendido» otra vez.',
  'dataProtection.error.server': 'No se ha podido guardar ahora mismo. Pulsa «Entendido» otra vez en un momento.',
};

const nl: Record<ConsentKey, string> = {
  'consent.title': 'Cookies en je privacy',
  'consent.text': 'Noodzakelijke cookies houden je ingelogd en onthouden deze keuze. Met je toestemming onthouden we ook je zoekopdrachten (functioneel) en meten we hoe de site wordt gebruikt (analyse).',
  'consent.acceptAll': 'Alles accepteren',
  'consent.onlyNecessary': 'Alleen noodzakelijke',
  'consent.settings': 'Instellingen',
  'consent.save': 'Opslaan',
  'consent.cancel': 'Annuleren',
  'consent.necessary': 'Noodzakelijk',
  'consent.necessaryHint': 'Inloggen en deze keuze. Altijd aan.',
  'consent.functional': 'Functioneel',
  'consent.functionalHint': 'Onthoudt je laatste zoekopdrachten.',
  'consent.analytics': 'Analyse',
  'consent.analyticsHint': 'Meet hoe de site wordt gebruikt, zodat we hem kunnen verbeteren.',
  'consent.reopen': 'Cookie-instellingen',
  'dataProtection.title': 'Onze privacyverklaring',
  'dataProtection.text': 'Lees even hoe we met je gegevens omgaan. Je vindt de verklaring altijd onder „Privacybeleid” onderaan elke pagina.',
  'dataProtection.read': 'Verklaring lezen',
  'dataProtection.close': 'Begrepen',
  'dataProtection.closing': 'Opslaan…',
  'dataProtection.error.loginRequired': 'Je sessie is verlopen. Log opnieuw in en sluit dan deze melding.',
  'dataProtection.error.network': 'Geen verbinding met de server. Controleer je verbinding en druk nogmaals op „Begrepen”.',
  'dataProtection.error.server': 'Dit kon nu niet worden opgeslagen. Druk zo nogmaals op „Begrepen”.',
};

export const consentTexts: Record<Language, Record<ConsentKey, string>> = { de, en, es, nl };
