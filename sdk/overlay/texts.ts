/** The bridge's user-visible strings in every language (spec 000 §1: de, en, es, nl). */
import type { Language } from '../config';

export const OVERLAY_TEXTS: Record<Language, Record<'overlay.popupBlocked' | 'overlay.popupLink' | 'overlay.frameTitle', string>> = {
  de: {
    'overlay.popupBlocked': 'Dein Browser hat ein Fenster blockiert, das für die Zahlung nötig ist.',
    'overlay.popupLink': 'Hier klicken, um es zu öffnen',
    'overlay.frameTitle': 'Zahlung und Anmeldung',
  },
  en: {
    'overlay.popupBlocked': 'Your browser blocked a window the payment needs.',
    'overlay.popupLink': 'Click here to open it',
    'overlay.frameTitle': 'Payment and login',
  },
  es: {
    'overlay.popupBlocked': 'Tu navegador ha bloqueado una ventana necesaria para el pago.',
    'overlay.popupLink': 'Haz clic aquí para abrirla',
    'overlay.frameTitle': 'Pago e inicio de sesión',
  },
  nl: {
    'overlay.popupBlocked': 'Je browser heeft een venster geblokkeerd dat voor de betaling nodig is.',
    'overlay.popupLink': 'Klik hier om het te openen',
    'overlay.frameTitle': 'Betaling en inloggen',
  },
};

/** The text for `key` in `lang`, English when the language is unknown. */
export function overlayText(lang: string, key: keyof (typeof OVERLAY_TEXTS)['en']): string {
  const texts = (OVERLAY_TEXTS as Record<string, (typeof OVERLAY_TEXTS)['en'] | undefined>)[lang] ?? OVERLAY_TEXTS.en;
  return texts[key];
}
