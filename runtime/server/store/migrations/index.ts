import type { Migration, MigrationProvider } from "kysely";
import { down, up } from "./0001-leads.ts";

/**
 * Every migration of the store, in order, for both backends. A new one is a new file added
 * here with the next number; a released one is never edited.
 */
const migrations: Record<string, Migration> = { "0001-leads": { up, down } };

export const storeMigrations: MigrationProvider = {
  getMigrations: async () => migrations,
};
