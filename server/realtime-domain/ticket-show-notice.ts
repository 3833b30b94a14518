/**
 * The floating notification of a ticket show's start (issue 14 item 7, beside
 * the privateTicketShowInvitation event): each holder reads "<name>'s ticket
 * show is starting" in the language of the guest, linked to her profile,
 * where the holder watches (live/show/watch).
 */
import type { Language } from '../../sdk/config';
import { buildPath } from '../../sdk/routes';
import type { AppContext } from '../context';
import type { RealtimeHub } from './hub-contract';
import { createNotification } from './notifications';
import { guestLanguage } from './texts';

/** Notification type of a ticket show starting (decision: 3; not a hidden mobile type of spec 000 §9). */
export const TICKET_SHOW_NOTIFICATION_TYPE = 3;

export const TICKET_SHOW_STARTS_TEXT: Readonly<Record<Language, string>> = {
  de: 'Deine Ticketshow beginnt jetzt',
  en: 'Your ticket show is starting now',
  es: 'Tu show con entrada empieza ahora',
  nl: 'Je ticketshow begint nu',
};

/** One notification per holder (holders are few: the guests who bought this show). */
export async function notifyTicketHolders(context: AppContext, hub: RealtimeHub, show: { actorId: number; actorName: string; holders: readonly string[] }): Promise<number> {
  if (show.holders.length === 0) return 0;
  const { db } = context.database;
  const guests = await db.selectFrom('guests').select(['id', 'preferences']).where('id', 'in', [...show.holders]).execute();
  for (const guest of guests) {
    const language = guestLanguage(guest.preferences);
    await createNotification(db, hub, guest.id, {
      list: 'floating', type: TICKET_SHOW_NOTIFICATION_TYPE, title: show.actorName, text: `${show.actorName}: ${TICKET_SHOW_STARTS_TEXT[language]}`,
      actorId: show.actorId, link: buildPath('actorProfile', { actorName: show.actorName.toLowerCase() }, language),
    });
  }
  return guests.length;
}
