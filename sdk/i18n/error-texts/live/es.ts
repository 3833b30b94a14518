/** The words of the live stream area's ErrorBody codes (../live.ts) in Spanish. */
import type { LiveStreamCode } from '../codes';

export const WORDS = {
  LIVE_OFFLINE: 'Este amateur no está conectado ahora. Envía un mensaje o vuelve más tarde.',
  LIVE_TICKET_SHOW: 'Hay un show con entrada en curso. Compra una entrada para verlo.',
  LIVE_SESSION_ENDED: 'Esta transmisión en directo ha terminado. Iníciala de nuevo para seguir viendo.',
  LIVE_PREVIEW_LIMIT: 'Ya has usado tus vistas previas en directo de hoy. Inicia un chat o vuelve mañana.',
  LIVE_PREVIEW_DISABLED: 'Este amateur no ofrece vista previa en directo. Inicia un chat para verlo.',
} satisfies Record<LiveStreamCode, string>;
