/**
 * Chat exit reason codes of spec 001 §9 and their words in four languages.
 * The spec gives the ranges only ("client 100-108, 198/199; host 201-208;
 * admin kick 301; preview 401-408, 498/499; no-money and time limits
 * 501-503; age-rating denial 601; chat/voice events 901-910; locks 920/921;
 * timeout 990; video timeouts 996/997; live show started 908"); the meaning
 * of each single code is our decision, written once here.
 */
import type { Language } from '../config';

export const EXIT_GUEST_LEFT = 100;
export const EXIT_ACTOR_OFFLINE = 201;
export const EXIT_NO_MONEY = 501;
export const EXIT_TIMEOUT = 990;
export const EXIT_LIVE_SHOW_STARTED = 908;
/** Pre-chat codes the chat start answers with (chat/start refusals). */
export const EXIT_START_TIMEOUT = 198;
export const EXIT_START_FAILED = 199;
export const EXIT_ACTOR_BANS_COUNTRY = 206;
export const EXIT_ALREADY_IN_PROGRESS = 906;
export const EXIT_GUEST_OFFLINE = 907;
export const EXIT_WRONG_SEQUENCE = 910;
/** spec 001 §9 "age-rating denial 601": live chats are rated 18 (sdk/live/age-rule.ts). */
export const EXIT_AGE_RATING = 601;

type Words = Record<Language, string>;
const w = (en: string, de: string, es: string, nl: string): Words => ({ en, de, es, nl });

/** Every code of spec 001 §9 with its words. */
export const EXIT_REASONS: Readonly<Record<number, Words>> = {
  100: w('You left the chat.', 'Du hast den Chat verlassen.', 'Has salido del chat.', 'Je hebt de chat verlaten.'),
  101: w('You closed the chat window.', 'Du hast das Chatfenster geschlossen.', 'Has cerrado la ventana del chat.', 'Je hebt het chatvenster gesloten.'),
  102: w('You left the page.', 'Du hast die Seite verlassen.', 'Has salido de la página.', 'Je hebt de pagina verlaten.'),
  103: w('You started another chat.', 'Du hast einen anderen Chat gestartet.', 'Has iniciado otro chat.', 'Je bent een andere chat begonnen.'),
  104: w('Your connection was lost.', 'Deine Verbindung ist abgebrochen.', 'Se perdió tu conexión.', 'Je verbinding is verbroken.'),
  105: w('You logged out.', 'Du hast dich abgemeldet.', 'Has cerrado la sesión.', 'Je bent uitgelogd.'),
  106: w('Your browser cannot play the live video.', 'Dein Browser kann das Live-Video nicht abspielen.', 'Tu navegador no puede reproducir el vídeo en directo.', 'Je browser kan de livevideo niet afspelen.'),
  107: w('Your camera stopped.', 'Deine Kamera wurde beendet.', 'Tu cámara se ha detenido.', 'Je camera is gestopt.'),
  108: w('The video stopped on your side.', 'Das Video wurde bei dir beendet.', 'El vídeo se detuvo en tu lado.', 'De video is aan jouw kant gestopt.'),
  198: w('The chat did not start in time. Please try again.', 'Der Chat konnte nicht rechtzeitig starten. Bitte versuche es erneut.', 'El chat no se inició a tiempo. Inténtalo de nuevo.', 'De chat is niet op tijd gestart. Probeer het opnieuw.'),
  199: w('The chat could not start.', 'Der Chat konnte nicht starten.', 'No se pudo iniciar el chat.', 'De chat kon niet starten.'),
  201: w('The performer went offline.', 'Das Model ist offline gegangen.', 'La modelo se ha desconectado.', 'Het model is offline gegaan.'),
  202: w('The performer ended the chat.', 'Das Model hat den Chat beendet.', 'La modelo ha terminado el chat.', 'Het model heeft de chat beëindigd.'),
  203: w('The performer is taking a break.', 'Das Model macht eine Pause.', 'La modelo se está tomando un descanso.', 'Het model neemt een pauze.'),
  204: w('The performer lost the connection.', 'Die Verbindung des Models ist abgebrochen.', 'La modelo perdió la conexión.', 'De verbinding van het model is verbroken.'),
  205: w('The performer is in a private chat.', 'Das Model ist in einem privaten Chat.', 'La modelo está en un chat privado.', 'Het model zit in een privéchat.'),
  206: w('The performer is not available to you.', 'Das Model ist für dich nicht verfügbar.', 'La modelo no está disponible para ti.', 'Het model is niet beschikbaar voor jou.'),
  207: w('The performer does not accept this chat.', 'Das Model nimmt diesen Chat nicht an.', 'La modelo no acepta este chat.', 'Het model accepteert deze chat niet.'),
  208: w('The performer’s video is not available.', 'Das Video des Models ist nicht verfügbar.', 'El vídeo de la modelo no está disponible.', 'De video van het model is niet beschikbaar.'),
  301: w('The chat was ended by support.', 'Der Chat wurde vom Support beendet.', 'El soporte ha terminado el chat.', 'De chat is door support beëindigd.'),
  401: w('Your preview time is over.', 'Deine Vorschauzeit ist vorbei.', 'Tu tiempo de vista previa ha terminado.', 'Je previewtijd is voorbij.'),
  402: w('You have used all live previews for today.', 'Du hast alle Live-Vorschauen für heute genutzt.', 'Has usado todas las vistas previas de hoy.', 'Je hebt alle livepreviews van vandaag gebruikt.'),
  403: w('This performer offers no live preview.', 'Dieses Model bietet keine Live-Vorschau.', 'Esta modelo no ofrece vista previa.', 'Dit model biedt geen livepreview.'),
  404: w('The performer started a private chat.', 'Das Model hat einen privaten Chat begonnen.', 'La modelo ha iniciado un chat privado.', 'Het model is een privéchat begonnen.'),
  405: w('The performer went offline.', 'Das Model ist offline gegangen.', 'La modelo se ha desconectado.', 'Het model is offline gegaan.'),
  406: w('You ended the preview.', 'Du hast die Vorschau beendet.', 'Has terminado la vista previa.', 'Je hebt de preview beëindigd.'),
  407: w('The preview video stopped.', 'Das Vorschauvideo wurde beendet.', 'El vídeo de vista previa se detuvo.', 'De previewvideo is gestopt.'),
  408: w('The preview is not available in your country.', 'Die Vorschau ist in deinem Land nicht verfügbar.', 'La vista previa no está disponible en tu país.', 'De preview is niet beschikbaar in jouw land.'),
  498: w('The preview could not start.', 'Die Vorschau konnte nicht starten.', 'No se pudo iniciar la vista previa.', 'De preview kon niet starten.'),
  499: w('The preview ended.', 'Die Vorschau wurde beendet.', 'La vista previa ha terminado.', 'De preview is beëindigd.'),
  501: w('Your balance is used up. Top up to chat on.', 'Dein Guthaben ist aufgebraucht. Lade auf, um weiterzuchatten.', 'Tu saldo se ha agotado. Recarga para seguir chateando.', 'Je tegoed is op. Waardeer op om verder te chatten.'),
  502: w('The chat reached its time limit.', 'Der Chat hat sein Zeitlimit erreicht.', 'El chat ha alcanzado su límite de tiempo.', 'De chat heeft zijn tijdslimiet bereikt.'),
  503: w('Your free minutes are used up.', 'Deine Freiminuten sind aufgebraucht.', 'Tus minutos gratis se han agotado.', 'Je gratis minuten zijn op.'),
  601: w('Live chats are rated 18: they need a verified age.', 'Live-Chats sind ab 18: Dafür brauchst du eine Altersverifikation.', 'Los chats en directo son para mayores de 18: necesitas verificar tu edad.', 'Livechats zijn 18+: je hebt een leeftijdscontrole nodig.'),
  901: w('The call ended.', 'Der Anruf wurde beendet.', 'La llamada ha terminado.', 'Het gesprek is beëindigd.'),
  902: w('The call failed.', 'Der Anruf ist fehlgeschlagen.', 'La llamada ha fallado.', 'Het gesprek is mislukt.'),
  903: w('The performer declined the call.', 'Das Model hat den Anruf abgelehnt.', 'La modelo rechazó la llamada.', 'Het model heeft het gesprek geweigerd.'),
  904: w('The call was not answered.', 'Der Anruf wurde nicht angenommen.', 'La llamada no fue contestada.', 'Het gesprek is niet beantwoord.'),
  905: w('The performer is busy.', 'Das Model ist beschäftigt.', 'La modelo está ocupada.', 'Het model is bezet.'),
  906: w('A chat is already running.', 'Es läuft bereits ein Chat.', 'Ya hay un chat en curso.', 'Er loopt al een chat.'),
  907: w('You seem to be offline. Please try again.', 'Du scheinst offline zu sein. Bitte versuche es erneut.', 'Parece que estás desconectado. Inténtalo de nuevo.', 'Je lijkt offline te zijn. Probeer het opnieuw.'),
  908: w('A live show has started.', 'Eine Live-Show hat begonnen.', 'Ha comenzado un show en directo.', 'Er is een liveshow begonnen.'),
  909: w('The chat moved to another window.', 'Der Chat wurde in einem anderen Fenster geöffnet.', 'El chat se abrió en otra ventana.', 'De chat is in een ander venster geopend.'),
  910: w('The chat start was out of order. Please try again.', 'Der Chatstart kam in falscher Reihenfolge. Bitte versuche es erneut.', 'El inicio del chat llegó fuera de orden. Inténtalo de nuevo.', 'De chatstart kwam in de verkeerde volgorde. Probeer het opnieuw.'),
  920: w('Your account is locked.', 'Dein Konto ist gesperrt.', 'Tu cuenta está bloqueada.', 'Je account is geblokkeerd.'),
  921: w('The performer’s account is locked.', 'Das Konto des Models ist gesperrt.', 'La cuenta de la modelo está bloqueada.', 'Het account van het model is geblokkeerd.'),
  990: w('The chat timed out.', 'Der Chat wurde wegen Zeitüberschreitung beendet.', 'El chat terminó por tiempo de espera.', 'De chat is verlopen.'),
  996: w('The video did not start in time.', 'Das Video ist nicht rechtzeitig gestartet.', 'El vídeo no empezó a tiempo.', 'De video is niet op tijd gestart.'),
  997: w('The video stalled for too long.', 'Das Video stockte zu lange.', 'El vídeo se detuvo demasiado tiempo.', 'De video stond te lang stil.'),
};

/** Every known exit reason code, ascending. */
export const EXIT_REASON_CODES: readonly number[] = Object.keys(EXIT_REASONS).map(Number).sort((a, b) => a - b);

const UNKNOWN: Words = w('The chat ended.', 'Der Chat wurde beendet.', 'El chat ha terminado.', 'De chat is beëindigd.');

/** The words for an exit reason code; an unknown code reads "The chat ended." */
export function exitReasonText(code: number, language: Language): string {
  return (EXIT_REASONS[code] ?? UNKNOWN)[language];
}

/** spec 001 §9 "Pre-chat codes: 106, 906, 601, 205-208, 910, 907, 198, 199, 201, 202, 203, 204." */
const PRE_CHAT = new Set([106, 906, 601, 205, 206, 207, 208, 910, 907, 198, 199, 201, 202, 203, 204]);
export function isPreChatCode(code: number): boolean {
  return PRE_CHAT.has(code);
}

/** spec 001 §9 "Live preview codes: 401-408, 498, 499." */
export function isLivePreviewCode(code: number): boolean {
  return (code >= 401 && code <= 408) || code === 498 || code === 499;
}

/** True for a code of spec 001 §9. */
export function isExitReasonCode(code: unknown): code is number {
  return typeof code === 'number' && code in EXIT_REASONS;
}
