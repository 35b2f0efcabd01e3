import type { Migration, MigrationProvider } from "kysely";
import { down as leadsDown, up as leadsUp } from "./0001-leads.ts";
import { down as shoppersDown, up as shoppersUp } from "./0002-shopper-sign-in.ts";
import { down as watchlistDown, up as watchlistUp } from "./0003-watchlist.ts";
import { down as valuationsDown, up as valuationsUp } from "./0004-trade-in-valuations.ts";
import { down as reservationsDown, up as reservationsUp } from "./0005-reservations.ts";
import { down as garageDown, up as garageUp } from "./0006-shopper-garage.ts";
import { down as savedSearchesDown, up as savedSearchesUp } from "./0007-saved-searches.ts";
import { down as leadSendersDown, up as leadSendersUp } from "./0008-lead-senders.ts";
import { down as claimPhoneDown, up as claimPhoneUp } from "./0009-lead-claim-phone.ts";

/**
 * Every migration of the store, in order, for both backends. A new one is a new file added
 * here with the next number; a released one is never edited.
 */
const migrations: Record<string, Migration> = {
  "0001-leads": { up: leadsUp, down: leadsDown },
  "0002-shopper-sign-in": { up: shoppersUp, down: shoppersDown },
  "0003-watchlist": { up: watchlistUp, down: watchlistDown },
  "0004-trade-in-valuations": { up: valuationsUp, down: valuationsDown },
  "0005-reservations": { up: reservationsUp, down: reservationsDown },
  "0006-shopper-garage": { up: garageUp, down: garageDown },
  "0007-saved-searches": { up: savedSearchesUp, down: savedSearchesDown },
  "0008-lead-senders": { up: leadSendersUp, down: leadSendersDown },
  "0009-lead-claim-phone": { up: claimPhoneUp, down: claimPhoneDown },
};

export const storeMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
