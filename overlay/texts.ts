/**
 * Every text of the overlay in de, en, es, nl. A plain table (no i18next):
 * the overlay opens when a guest wants to pay, so every kilobyte counts.
 */
import type { OverlayLanguage } from './config';

const T = {
  payment: ['Coins kaufen', 'Buy coins', 'Comprar monedas', 'Munten kopen'],
  abo: ['VIP-Abo', 'VIP subscription', 'Suscripción VIP', 'VIP-abonnement'],
  vxabo: ['TV-Abo', 'TV subscription', 'Suscripción TV', 'TV-abonnement'],
  login: ['Anmelden', 'Log in', 'Iniciar sesión', 'Inloggen'],
  signup: ['Registrieren', 'Sign up', 'Registrarse', 'Registreren'],
  avs: ['Altersverifikation', 'Age verification', 'Verificación de edad', 'Leeftijdsverificatie'],
  promocode: ['Code einlösen', 'Redeem a code', 'Canjear un código', 'Code inwisselen'],
  carrier: ['Per Handyrechnung zahlen', 'Pay by phone bill', 'Pagar con la factura del móvil', 'Betalen via telefoonrekening'],
  opcompensation: ['Kulanzregelung', 'Operator compensation', 'Compensación del operador', 'Compensatie door de operator'],
  wait: ['Einen Moment …', 'One moment …', 'Un momento …', 'Een ogenblik …'],
  logout: ['Abmelden', 'Log out', 'Cerrar sesión', 'Uitloggen'],
  close: ['Schließen', 'Close', 'Cerrar', 'Sluiten'],
  closeBusy: ['Zahlung läuft – bitte warten', 'Payment in progress – please wait', 'Pago en curso: espera, por favor', 'Betaling bezig – even wachten'],
  amount: ['Betrag (€)', 'Amount (€)', 'Importe (€)', 'Bedrag (€)'],
  cardNumber: ['Kartennummer', 'Card number', 'Número de tarjeta', 'Kaartnummer'],
  expiry: ['Gültig bis (MM/JJ)', 'Expiry (MM/YY)', 'Caducidad (MM/AA)', 'Vervaldatum (MM/JJ)'],
  cvc: ['Prüfnummer (CVC)', 'Security code (CVC)', 'Código de seguridad (CVC)', 'Beveiligingscode (CVC)'],
  pay: ['{amount} € bezahlen', 'Pay €{amount}', 'Pagar {amount} €', '€ {amount} betalen'],
  paying: ['Zahlung läuft …', 'Payment in progress …', 'Pago en curso …', 'Betaling bezig …'],
  declined: ['Deine Karte wurde abgelehnt. Es wurde nichts abgebucht. Versuche es mit einer anderen Karte.', 'Your card was declined. Nothing was charged. Try another card.', 'Tu tarjeta ha sido rechazada. No se ha cobrado nada. Prueba con otra tarjeta.', 'Je kaart is geweigerd. Er is niets afgeschreven. Probeer een andere kaart.'],
  badAmount: ['Gib einen Betrag von {min} bis {max} € ein, auf den Cent genau (z. B. 20 oder 12,50).', 'Enter an amount from €{min} to €{max}, in whole cents (for example 20 or 12.50).', 'Introduce un importe de {min} a {max} €, en céntimos enteros (por ejemplo 20 o 12,50).', 'Voer een bedrag in van € {min} tot € {max}, in hele centen (bijvoorbeeld 20 of 12,50).'],
  badThreshold: ['Gib die Schwelle in ganzen Coins ein (0 bis 2000).', 'Enter the threshold in whole coins (0 to 2000).', 'Introduce el umbral en monedas enteras (de 0 a 2000).', 'Voer de drempel in hele munten in (0 tot 2000).'],
  badCardNumber: ['Diese Kartennummer ist ungültig. Prüfe die Ziffern.', 'This card number is not valid. Check the digits.', 'Este número de tarjeta no es válido. Revisa los dígitos.', 'Dit kaartnummer is niet geldig. Controleer de cijfers.'],
  badExpiry: ['Gib das Ablaufdatum als MM/JJ ein; die Karte darf nicht abgelaufen sein.', 'Enter the expiry date as MM/YY; the card must not be expired.', 'Introduce la caducidad como MM/AA; la tarjeta no debe estar caducada.', 'Voer de vervaldatum in als MM/JJ; de kaart mag niet verlopen zijn.'],
  badCvc: ['Die Prüfnummer hat 3 oder 4 Ziffern.', 'The security code has 3 or 4 digits.', 'El código de seguridad tiene 3 o 4 dígitos.', 'De beveiligingscode heeft 3 of 4 cijfers.'],
  badCode: ['Der Code der Bank besteht aus 4 bis 8 Ziffern.', 'The bank\'s code has 4 to 8 digits.', 'El código del banco tiene de 4 a 8 dígitos.', 'De code van de bank heeft 4 tot 8 cijfers.'],
  noAnswer: ['Keine Antwort vom Server. Drücke noch einmal auf Bezahlen: Es wird höchstens einmal abgebucht.', 'No answer from the server. Press pay again: you will be charged at most once.', 'Sin respuesta del servidor. Pulsa pagar otra vez: solo se cobrará una vez como máximo.', 'Geen antwoord van de server. Druk nog eens op betalen: er wordt hooguit één keer afgeschreven.'],
  stillProcessing: ['Deine Zahlung wird noch bearbeitet. Warte einen Moment und drücke dann noch einmal auf Bezahlen; es wird höchstens einmal abgebucht.', 'Your payment is still being processed. Wait a moment, then press pay again; you will be charged at most once.', 'Tu pago aún se está procesando. Espera un momento y pulsa pagar otra vez; solo se cobrará una vez como máximo.', 'Je betaling wordt nog verwerkt. Wacht even en druk dan nog eens op betalen; er wordt hooguit één keer afgeschreven.'],
  threeDsHint: ['Gib den Code ein, den deine Bank im neuen Fenster zeigt.', 'Enter the code your bank shows in the window that opened.', 'Introduce el código que tu banco muestra en la ventana abierta.', 'Voer de code in die je bank in het geopende venster toont.'],
  threeDsCode: ['Sicherheitscode der Bank', 'Bank security code', 'Código de seguridad del banco', 'Beveiligingscode van de bank'],
  confirm: ['Bestätigen', 'Confirm', 'Confirmar', 'Bevestigen'],
  threeDsFailed: ['Die 3-D-Secure-Prüfung ist fehlgeschlagen. Es wurde nichts abgebucht. Bitte versuche es erneut.', 'The 3-D Secure check failed. Nothing was charged. Please try again.', 'La verificación 3-D Secure ha fallado. No se ha cobrado nada. Inténtalo de nuevo.', 'De 3-D Secure-controle is mislukt. Er is niets afgeschreven. Probeer het opnieuw.'],
  popupBlocked: ['Dein Browser hat das Bankfenster blockiert. Öffne es hier:', 'Your browser blocked the bank window. Open it here:', 'Tu navegador ha bloqueado la ventana del banco. Ábrela aquí:', 'Je browser heeft het bankvenster geblokkeerd. Open het hier:'],
  openBank: ['Bankfenster öffnen', 'Open the bank window', 'Abrir la ventana del banco', 'Bankvenster openen'],
  done: ['Fertig! Dein Guthaben: {balance}', 'Done! Your balance: {balance}', '¡Listo! Tu saldo: {balance}', 'Klaar! Je saldo: {balance}'],
  email: ['E-Mail-Adresse', 'E-mail address', 'Correo electrónico', 'E-mailadres'],
  password: ['Passwort', 'Password', 'Contraseña', 'Wachtwoord'],
  name: ['Benutzername', 'User name', 'Nombre de usuario', 'Gebruikersnaam'],
  loginWrong: ['E-Mail-Adresse oder Passwort falsch. Prüfe beides oder setze dein Passwort zurück.', 'Wrong e-mail address or password. Check both or reset your password.', 'Correo o contraseña incorrectos. Revisa ambos o restablece tu contraseña.', 'E-mailadres of wachtwoord onjuist. Controleer beide of stel je wachtwoord opnieuw in.'],
  forgot: ['Passwort vergessen?', 'Forgot your password?', '¿Has olvidado tu contraseña?', 'Wachtwoord vergeten?'],
  sendLink: ['Link senden', 'Send reset link', 'Enviar enlace', 'Link versturen'],
  linkSent: ['Falls es ein Konto gibt, haben wir einen Link an {email} geschickt.', 'If an account exists, we sent a link to {email}.', 'Si existe una cuenta, hemos enviado un enlace a {email}.', 'Als er een account bestaat, hebben we een link naar {email} gestuurd.'],
  resetToken: ['Code aus der E-Mail', 'Code from the e-mail', 'Código del correo', 'Code uit de e-mail'],
  newPassword: ['Neues Passwort (mind. 8 Zeichen)', 'New password (8 characters or more)', 'Nueva contraseña (mín. 8 caracteres)', 'Nieuw wachtwoord (min. 8 tekens)'],
  passwordSaved: ['Passwort gespeichert. Du kannst dich jetzt anmelden.', 'Password saved. You can log in now.', 'Contraseña guardada. Ya puedes iniciar sesión.', 'Wachtwoord opgeslagen. Je kunt nu inloggen.'],
  save: ['Speichern', 'Save', 'Guardar', 'Opslaan'],
  toSignup: ['Noch kein Konto? Registrieren', 'No account yet? Sign up', '¿Sin cuenta? Regístrate', 'Nog geen account? Registreren'],
  toLogin: ['Schon registriert? Anmelden', 'Already registered? Log in', '¿Ya tienes cuenta? Inicia sesión', 'Al geregistreerd? Inloggen'],
  subscribe: ['Jetzt abonnieren', 'Subscribe now', 'Suscribirse ahora', 'Nu abonneren'],
  aboText: ['30 Tage, bezahlt mit deinem Guthaben ({balance}).', '30 days, paid from your balance ({balance}).', '30 días, pagados con tu saldo ({balance}).', '30 dagen, betaald met je saldo ({balance}).'],
  notEnough: ['Dein Guthaben reicht nicht. Lade zuerst Coins auf.', 'Your balance is not enough. Buy coins first.', 'Tu saldo no alcanza. Compra monedas primero.', 'Je saldo is niet genoeg. Koop eerst munten.'],
  oneClick: ['1-Klick-Zahlung aktivieren', 'Enable one-click payment', 'Activar pago con un clic', 'Betalen met één klik inschakelen'],
  autoRecharge: ['Automatisch aufladen', 'Recharge automatically', 'Recargar automáticamente', 'Automatisch opwaarderen'],
  threshold: ['Aufladen unter (Coins)', 'Recharge below (coins)', 'Recargar por debajo de (monedas)', 'Opwaarderen onder (munten)'],
  needCard: ['Lade zuerst einmal mit Karte auf; dann kannst du das einrichten.', 'Make one top-up with a card first; then you can set this up.', 'Haz primero una recarga con tarjeta; después podrás configurarlo.', 'Waardeer eerst één keer op met een kaart; daarna kun je dit instellen.'],
  changeCard: ['Neue Karte: sie wird mit einer kleinen Aufladung gespeichert.', 'New card: it is stored with a small top-up.', 'Tarjeta nueva: se guarda con una pequeña recarga.', 'Nieuwe kaart: wordt opgeslagen met een kleine opwaardering.'],
  noDebit: ['Lastschrift gibt es in der Sandbox nicht; bitte nutze eine Karte.', 'Direct debit is not available in the sandbox; please use a card.', 'La domiciliación no está disponible en el sandbox; usa una tarjeta.', 'Automatische incasso is niet beschikbaar in de sandbox; gebruik een kaart.'],
  avsIntro: ['Bestätige einmal dein Alter, um alle Inhalte zu sehen.', 'Verify your age once to see all content.', 'Verifica tu edad una vez para ver todo el contenido.', 'Bevestig één keer je leeftijd om alle inhoud te zien.'],
  avsStart: ['Verifikation starten', 'Start verification', 'Iniciar verificación', 'Verificatie starten'],
  avsCheck: ['Status prüfen', 'Check status', 'Comprobar estado', 'Status controleren'],
  avsState: ['Status: {status}', 'Status: {status}', 'Estado: {status}', 'Status: {status}'],
  code: ['Code', 'Code', 'Código', 'Code'],
  redeem: ['Einlösen', 'Redeem', 'Canjear', 'Inwisselen'],
  carrierText: ['Zahlung per Handyrechnung ist in der Sandbox nicht verfügbar. Bitte zahle mit Karte.', 'Payment by phone bill is not available in the sandbox. Please pay by card.', 'El pago con la factura del móvil no está disponible en el sandbox. Paga con tarjeta.', 'Betalen via telefoonrekening is niet beschikbaar in de sandbox. Betaal met een kaart.'],
  opcompText: ['Dein Konto ist eingeschränkt; Aufladungen sind nicht möglich. Unser Support meldet sich für eine Kulanzlösung.', 'Your account is restricted, so top-ups are not possible. Our support team will contact you to arrange a compensation.', 'Tu cuenta está restringida; no se pueden hacer recargas. Nuestro soporte te contactará para acordar una compensación.', 'Je account is beperkt; opwaarderen is niet mogelijk. Onze support neemt contact op voor een compensatie.'],
  loggedOut: ['Du bist abgemeldet.', 'You are logged out.', 'Has cerrado sesión.', 'Je bent uitgelogd.'],
  failed: ['Das hat nicht geklappt: {error}', 'That did not work: {error}', 'No ha funcionado: {error}', 'Dat is niet gelukt: {error}'],
  offline: ['Keine Verbindung zum Server. Prüfe deine Verbindung und versuche es erneut.', 'No connection to the server. Check your connection and try again.', 'Sin conexión con el servidor. Revisa tu conexión e inténtalo de nuevo.', 'Geen verbinding met de server. Controleer je verbinding en probeer het opnieuw.'],
  noSession: ['Die Seite hat keine Sitzung gestartet. Schließe das Fenster und öffne es erneut.', 'The page did not start a session. Close this window and open it again.', 'La página no ha iniciado sesión. Cierra esta ventana y vuelve a abrirla.', 'De pagina heeft geen sessie gestart. Sluit dit venster en open het opnieuw.'],
  balance: ['Guthaben: {balance}', 'Balance: {balance}', 'Saldo: {balance}', 'Saldo: {balance}'],
  continue: ['Weiter', 'Continue', 'Continuar', 'Verder'],
  done2: ['Erledigt', 'Done', 'Hecho', 'Klaar'],
} satisfies Record<string, [string, string, string, string]>;

export type TextKey = keyof typeof T;
const INDEX: Record<OverlayLanguage, number> = { de: 0, en: 1, es: 2, nl: 3 };

/** The text of a key in a language, with {name} placeholders filled. */
export function text(language: OverlayLanguage, key: TextKey, values: Record<string, string | number> = {}): string {
  const template = T[key][INDEX[language]] ?? T[key][1];
  return template.replace(/\{(\w+)\}/g, (match, name: string) => (name in values ? String(values[name]) : match));
}

/** Every language has every key (checked by the tests). */
export const TEXT_TABLE: Readonly<Record<string, readonly string[]>> = T;
