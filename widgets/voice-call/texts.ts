/**
 * The voice call's words in every site language (spec 000 §8 "Anonymous voice
 * call: result code other than 2000 shows an error with that code"): each
 * known code has its sentence, and every error names its code.
 */
import { normalizeLanguage, type Language } from '../../sdk/config';
import type { VoiceCallResultCode } from '../../sdk/live/voice-call';

type RefusalCode = Exclude<VoiceCallResultCode, 2000>;

interface VoiceCallTexts {
  connected: string;
  calling: string;
  hangUp: string;
  ended: string;
  audioFailed: string;
  /** "{reason} (code {code})" */
  error: string;
  unknown: string;
  codes: Record<RefusalCode, string>;
}

const TEXTS: Record<Language, VoiceCallTexts> = {
  de: {
    connected: 'Du sprichst mit {name}', calling: 'Verbinde mit {name} …', hangUp: 'Auflegen', ended: 'Anruf beendet',
    audioFailed: 'Der Ton lässt sich nicht abspielen. Lege auf und rufe erneut an.',
    error: '{reason} (Code {code})', unknown: 'Der Anruf konnte nicht starten.',
    codes: {
      4001: 'Deine Sitzung ist abgelaufen. Lade die Seite neu.', 4004: 'Diese Darstellerin gibt es nicht.',
      4005: '{name} ist gerade offline.', 4006: '{name} nimmt keine Sprachanrufe an.', 4007: '{name} ist gerade in einer Ticketshow.',
      4009: 'Du telefonierst bereits.', 4020: 'Dein Guthaben reicht nicht für die erste Minute.', 4030: 'Dein Konto ist gesperrt.',
      4051: '{name} ist in deinem Land nicht verfügbar.',
    },
  },
  en: {
    connected: 'You are talking to {name}', calling: 'Calling {name} …', hangUp: 'Hang up', ended: 'Call ended',
    audioFailed: 'The sound cannot be played. Hang up and call again.',
    error: '{reason} (code {code})', unknown: 'The call could not start.',
    codes: {
      4001: 'Your session has expired. Reload the page.', 4004: 'This performer does not exist.',
      4005: '{name} is offline right now.', 4006: '{name} takes no voice calls.', 4007: '{name} is in a ticket show right now.',
      4009: 'You are on a call already.', 4020: 'Your balance does not cover the first minute.', 4030: 'Your account is locked.',
      4051: '{name} is not available in your country.',
    },
  },
  es: {
    connected: 'Estás hablando con {name}', calling: 'Llamando a {name} …', hangUp: 'Colgar', ended: 'Llamada terminada',
    audioFailed: 'No se puede reproducir el sonido. Cuelga y vuelve a llamar.',
    error: '{reason} (código {code})', unknown: 'La llamada no pudo empezar.',
    codes: {
      4001: 'Tu sesión ha caducado. Recarga la página.', 4004: 'Este amateur no existe.',
      4005: '{name} no está conectada ahora.', 4006: '{name} no acepta llamadas de voz.', 4007: '{name} está en un show con entrada.',
      4009: 'Ya estás en una llamada.', 4020: 'Tu saldo no cubre el primer minuto.', 4030: 'Tu cuenta está bloqueada.',
      4051: '{name} no está disponible en tu país.',
    },
  },
  nl: {
    connected: 'Je praat met {name}', calling: '{name} wordt gebeld …', hangUp: 'Ophangen', ended: 'Gesprek beëindigd',
    audioFailed: 'Het geluid kan niet worden afgespeeld. Hang op en bel opnieuw.',
    error: '{reason} (code {code})', unknown: 'Het gesprek kon niet starten.',
    codes: {
      4001: 'Je sessie is verlopen. Laad de pagina opnieuw.', 4004: 'Deze amateur bestaat niet.',
      4005: '{name} is nu offline.', 4006: '{name} neemt geen spraakoproepen aan.', 4007: '{name} is nu in een ticketshow.',
      4009: 'Je bent al in gesprek.', 4020: 'Je saldo dekt de eerste minuut niet.', 4030: 'Je account is geblokkeerd.',
      4051: '{name} is niet beschikbaar in jouw land.',
    },
  },
};

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));

/** The texts of a language; unknown languages fall back to English (spec 000 §1). */
export function voiceCallTexts(lang: string | undefined): VoiceCallTexts {
  return TEXTS[normalizeLanguage(lang)];
}

/** "<what the code means> (code <code>)": a known code in words, any other as the generic sentence, always with its number. */
export function voiceCallErrorText(lang: string | undefined, code: number, actorName: string): string {
  const texts = voiceCallTexts(lang);
  const reason = (texts.codes as Record<number, string | undefined>)[code] ?? texts.unknown;
  return fill(texts.error, { reason: fill(reason, { name: actorName }), code });
}

export { fill as fillVoiceCallText };
