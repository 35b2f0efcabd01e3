import { hasExpired, notYetStarted } from "../time/date-window.ts";

export type PromoRule = {
  id: string;
  position: number | readonly number[];
  randomise: boolean;
  start?: string | undefined;
  expiry?: string | undefined;
  display: boolean;
  strictDisplay: boolean;
};

export type Placed<T, P> = { kind: "vehicle"; item: T } | { kind: "promo"; promo: P };

/** Shown: switched on, started, and not yet expired (dates alone in the dealer's `timeZone`). */
export function isPromoLive(promo: PromoRule, now: Date, timeZone: string): boolean {
  return (
    promo.display &&
    !notYetStarted(promo.start, now, timeZone) &&
    !hasExpired(promo.expiry, now, timeZone)
  );
}

/**
 * Interleaves promo cards with a page of results. Each card goes at its 1-based position (or
 * each of its positions), plus a random 0 to 2 when randomised. When the results do not reach
 * the position, a strictDisplay card is dropped and any other goes at the end.
 */
export function placePromos<T, P extends PromoRule>(
  items: readonly T[],
  promos: readonly P[],
  clock: { now: Date; timeZone: string },
  random: () => number = Math.random,
): Placed<T, P>[] {
  const slots: { at: number; promo: P; order: number }[] = [];
  promos
    .filter((promo) => isPromoLive(promo, clock.now, clock.timeZone))
    .forEach((promo, order) => {
      const positions = typeof promo.position === "number" ? [promo.position] : promo.position;
      for (const position of positions) {
        const at = position + (promo.randomise ? Math.floor(random() * 3) : 0);
        if (at <= items.length || !promo.strictDisplay) slots.push({ at, promo, order });
      }
    });
  slots.sort((a, b) => a.at - b.at || a.order - b.order);
  const placed: Placed<T, P>[] = items.map((item) => ({ kind: "vehicle", item }));
  for (const slot of slots) {
    const index = Math.min(slot.at - 1, placed.length);
    placed.splice(index, 0, { kind: "promo", promo: slot.promo });
  }
  return placed;
}
