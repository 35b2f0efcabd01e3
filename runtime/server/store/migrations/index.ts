import type { Migration, MigrationProvider } from "kysely";
import * as leads from "./0001-leads.ts";
import * as watchlist from "./0003-watchlist.ts";

/**
 * Every migration of the store, in order, for both backends. A new one is a new file added
 * here with the next number; a released one is never edited.
 */
const migrations: Record<string, Migration> = {
  "0001-leads": leads,
  "0003-watchlist": watchlist,
};

export const storeMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
