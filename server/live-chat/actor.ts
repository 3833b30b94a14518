/** The performer facts a chat needs: name, online state, chat prices, features and the toy (read from performers). */
import type { ActorChatPrices } from '../../sdk/live/billing';
import type { Db } from '../money/ledger';
import { performerMessengerTerms, type PerformerMessengerTerms } from '../messenger/performer-prices';
import { parseJsonObject } from '../guests/records';

export interface ChatActor {
  id: number;
  name: string;
  isOnline: boolean;
  prices: ActorChatPrices;
  features: Record<string, unknown>;
  terms: PerformerMessengerTerms;
}


const price = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? Math.round(value) : 0);

/** The performer's chat prices in whole coins (a missing price reads 0). */
export function chatPricesOf(pricesJson: string): ActorChatPrices {
  const p = parseJsonObject(pricesJson);
  return { video: price(p.video), voyeur: price(p.voyeur), single: price(p.single), singlec2c: price(p.singlec2c), ticketShow: price(p.ticketShow), voucherChatMinutes: price(p.voucherChatMinutes) };
}

/** The performer, or null when the id names none. */
export async function loadChatActor(db: Db, actorId: number): Promise<ChatActor | null> {
  const row = await db.selectFrom('performers').select(['id', 'name', 'prices', 'features', 'is_online']).where('id', '=', actorId).executeTakeFirst();
  if (!row) return null;
  return { id: row.id, name: row.name, isOnline: row.is_online === 1, prices: chatPricesOf(row.prices), features: parseJsonObject(row.features), terms: performerMessengerTerms(row) };
}
