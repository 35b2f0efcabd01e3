import { hasPrice } from "../pricing/price.ts";

/** What the save-search control and the API say to a shopper. */
export const savedSearchMessages = {
  signedOut: "Sign in to save searches.",
  emailNeeded: "Enter the email address for alerts about this search.",
  saved: "Search saved. We'll email you new matches and price drops, at most once a day.",
  unsubscribed: "You will get no more alerts for this search.",
  badLink: "This unsubscribe link is not valid. Open the link from the newest alert email.",
} as const;

/** A car a saved search matches, as its alert needs it. */
export type MatchedCar = { id: string; price: number };

/** A car's price by its id, as a search last matched it. */
export type KnownMatches = Record<string, number>;

/** What an alert tells: cars the search matches for the first time, and cheaper ones. */
export type SearchNews<Car extends MatchedCar> = {
  newMatches: Car[];
  priceDrops: { car: Car; was: number }[];
  /** What the shopper knows of once told: every match now, and what they knew before. */
  knownMatches: KnownMatches;
};

/** The least time between two alerts of one saved search: at most one a day. */
export const searchAlertIntervalMs = 24 * 60 * 60 * 1000;

/**
 * The news in a search's matches since the shopper last heard: a match not known before is new;
 * a known one whose price is now lower has dropped (both
 * being prices: 10 or less is 'Enquire for price.').
 * Cars that left the results stay known, so one that comes back is not news.
 */
export function searchNews<Car extends MatchedCar>(
  known: KnownMatches,
  matches: readonly Car[],
): SearchNews<Car> {
  const newMatches: Car[] = [];
  const priceDrops: { car: Car; was: number }[] = [];
  const knownMatches: KnownMatches = { ...known };
  for (const car of matches) {
    const was = known[car.id];
    if (was === undefined) newMatches.push(car);
    else if (hasPrice(car.price) && hasPrice(was) && car.price < was) priceDrops.push({ car, was });
    knownMatches[car.id] = car.price;
  }
  return { newMatches, priceDrops, knownMatches };
}

/** Whether a search last alerted at `lastAlertedAt` may have another alert at `now`. */
export const alertDue = (
  lastAlertedAt: string | null,
  now: Date,
  intervalMs = searchAlertIntervalMs,
): boolean => lastAlertedAt === null || Date.parse(lastAlertedAt) + intervalMs <= now.getTime();
