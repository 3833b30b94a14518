/** The messenger gift catalog (migration 004's gifts table) and the toy controls (spec 000 §3 "Toy control adds duration, displayName, random"). */
import type { MessengerGift, ToyControl } from '../../sdk/messenger/types';
import type { Db } from './repository';

/** Every gift, active or not (the widget hides inactive ones; sending one is refused). */
export async function giftCatalog(db: Db): Promise<MessengerGift[]> {
  const rows = await db.selectFrom('gifts').selectAll().orderBy('id').execute();
  return rows.map((row) => ({
    id: row.id, name: row.name, price: row.price, imageUrl: row.image_url, active: row.active === 1, vip: row.vip === 1,
    categoryId: row.category_id, translations: JSON.parse(row.translations) as MessengerGift['translations'],
  }));
}

const toy = (id: number, price: number, duration: number, random: boolean, names: [string, string, string, string]): ToyControl => ({
  id, name: names[1], price, imageUrl: `/img/gift/${id}/s.svg`, active: true, vip: false, categoryId: 3,
  translations: [{ language: 'de', value: names[0] }, { language: 'en', value: names[1] }, { language: 'es', value: names[2] }, { language: 'nl', value: names[3] }],
  duration, displayName: names[1], random,
});

/**
 * The toy controls a guest can send during a show (decision: spec silent on
 * the list; a fixed catalog, ids after the gifts', no table needed until they
 * can be bought).
 */
export const TOY_CONTROLS: readonly ToyControl[] = [
  toy(101, 5, 10, false, ['Sanfter Impuls', 'Gentle pulse', 'Pulso suave', 'Zachte puls']),
  toy(102, 15, 30, false, ['Welle', 'Wave', 'Ola', 'Golf']),
  toy(103, 25, 60, false, ['Crescendo', 'Crescendo', 'Crescendo', 'Crescendo']),
  toy(104, 10, 20, true, ['Überraschung', 'Surprise', 'Sorpresa', 'Verrassing']),
];
