import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, beforeAll, beforeEach, describe } from "vitest";
import { openStore, type Store, type StoreLocation } from "./open-store.ts";

export type Backend = "sqlite" | "postgres";

const serverUrl = process.env.TEST_DATABASE_URL;
const required = Boolean(process.env.CI);
const postgresMissing = !serverUrl && !required;
if (postgresMissing)
  console.warn(
    "TEST_DATABASE_URL is not set, so the store's PostgreSQL cases are skipped. `npm test -- unit` starts a throwaway cluster (scripts/lib/postgres.mjs) and sets it.",
  );

/** An empty database of `backend` to open stores on; `drop` deletes it. */
export async function testDatabase(
  backend: Backend,
): Promise<{ location: StoreLocation; drop: () => Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), "store-test-"));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (backend === "sqlite") return { location: { dataDir }, drop: async () => removeDir() };
  if (!serverUrl)
    throw new Error(
      "The PostgreSQL store tests need TEST_DATABASE_URL (CI is set, so they are not skipped); npm test starts a cluster for them",
    );
  const name = `store_test_${randomUUID().replaceAll("-", "")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    location: { dataDir, databaseUrl: url.toString() },
    drop: async () => {
      removeDir();
      const cleaner = new pg.Client({ connectionString: serverUrl });
      await cleaner.connect();
      // Without FORCE, which would cut connections a pool is still closing: wait for them.
      for (let attempt = 0; ; attempt++) {
        try {
          await cleaner.query(`DROP DATABASE IF EXISTS ${name}`);
          break;
        } catch (error) {
          if ((error as { code?: string }).code !== "55006" || attempt === 50) throw error;
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
      }
      await cleaner.end();
    },
  };
}

/** A store on an empty database of `backend`; `close` also deletes the database. */
async function openTestStore(backend: Backend): Promise<Store> {
  const database = await testDatabase(backend);
  const store = await openStore(database.location);
  return {
    ...store,
    close: async () => {
      await store.close();
      await database.drop();
    },
  };
}

/** Runs `suite` once per backend; PostgreSQL's run is skipped, with a warning, without a server. */
export function describeEachBackend(title: string, suite: (backend: Backend) => void): void {
  for (const backend of ["sqlite", "postgres"] as const)
    describe.skipIf(backend === "postgres" && postgresMissing)(`${title} (${backend})`, () =>
      suite(backend),
    );
}

const tablesChildFirst = [
  "shopper_sessions",
  "verifications",
  "shoppers",
  "one_time_codes",
  "code_requests",
  "lead_deliveries",
  "idempotency_keys",
  "leads",
  "lead_calls",
  "vehicle_views",
  "watchlist_items",
  "trade_in_valuations",
  "saved_search_alerts",
  "saved_searches",
  "reservation_events",
  "reservations",
  "checkout_progress",
] as const;

/**
 * One store of `backend` for a suite, emptied before each test (a database a test is cheaper
 * to empty than to create). Read `current()` inside tests.
 */
export function useTestStore(backend: Backend): { current: () => Store } {
  let store: Store | undefined;
  // Opening migrates the database and, on SQLite, readies the lead-writing thread (started by
  // the process's first store): seconds on a busy machine, waited for here, not in a test.
  beforeAll(async () => {
    store = await openTestStore(backend);
  }, 60_000);
  beforeEach(async () => {
    for (const table of tablesChildFirst) await store?.db.deleteFrom(table).execute();
  });
  afterAll(() => store?.close());
  return {
    current: () => {
      if (!store) throw new Error("The test store is not open yet");
      return store;
    },
  };
}
