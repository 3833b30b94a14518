/** Toy control in a chat (issue 14 §4: "toy control where available (durations, random)"): the offer and its prices. */

export interface ToyControlOffer {
  available: boolean;
  /** Fixed-length vibrations the guest can buy. */
  durations: Array<{ seconds: number; price: number }>;
  /** A random pattern of 10 to 30 s. */
  random: { price: number };
}

/** Prices in coins (decision, spec silent on values): about one coin per 3 s, the random pattern in between. */
export const TOY_DURATIONS: ReadonlyArray<{ seconds: number; price: number }> = [
  { seconds: 10, price: 5 },
  { seconds: 30, price: 12 },
  { seconds: 60, price: 20 },
];
export const TOY_RANDOM_PRICE = 8;

/** The toy offer of a chat, or null where the actor has no toy. */
export function toyControlOffer(available: boolean): ToyControlOffer | null {
  return available ? { available: true, durations: [...TOY_DURATIONS], random: { price: TOY_RANDOM_PRICE } } : null;
}

/** The price of one toy order, or null when the duration is not offered. */
export function toyPrice(order: { durationSeconds: number } | { random: true }): number | null {
  if ('random' in order) return TOY_RANDOM_PRICE;
  return TOY_DURATIONS.find((d) => d.seconds === order.durationSeconds)?.price ?? null;
}
