import type { Language } from '../../../sdk/config';

/**
 * The toasts' own words in every language: they travel with the logged-in header's chunk
 * (./logged-in-parts.ts), not with the first route's shell strings, since only a logged-in
 * guest ever sees a toast.
 */
export const FLOATING_TEXTS: Readonly<Record<Language, Record<'label' | 'closeItem' | 'open', string>>> = {
  de: { label: 'Live-Benachrichtigungen', closeItem: 'Benachrichtigung „{{title}}“ schließen', open: 'Ansehen' },
  en: { label: 'Live notifications', closeItem: 'Close the notification “{{title}}”', open: 'View' },
  es: { label: 'Notificaciones en vivo', closeItem: 'Cerrar la notificación «{{title}}»', open: 'Ver' },
  nl: { label: 'Live meldingen', closeItem: 'Melding “{{title}}” sluiten', open: 'Bekijken' },
};
