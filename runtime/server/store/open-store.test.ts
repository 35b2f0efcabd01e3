import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { sql } from "kysely";
import { afterEach, beforeAll, expect, it } from "vitest";
import { leadWriterReady } from "./leads/lead-committer.ts";
import { down, up } from "./migrations/0009-lead-claim-phone.ts";
import { openStore, sqliteFileName } from "./open-store.ts";

const dirs: string[] = [];
const dataDir = () => {
  const dir = mkdtempSync(join(tmpdir(), "store-open-"));
  dirs.push(dir);
  return dir;
};
// Each SQLite store opens its connection on the lead-writing thread, which the first one starts.
beforeAll(leadWriterReady, 60_000);
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

it("keeps the SQLite store in the data folder, with every commit synced to disk", async () => {
  const dir = dataDir();
  const store = await openStore({ dataDir: dir });
  expect(store.backend).toBe("sqlite");
  expect(existsSync(join(dir, sqliteFileName))).toBe(true);
  const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
  const sync = await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db);
  expect(mode.rows[0]?.journal_mode).toBe("wal");
  expect(sync.rows[0]?.synchronous).toBe(2); // FULL
  await store.close();
});

it("writes the delivery worker's claims and marks without the disk wait, and leads with it", async () => {
  const store = await openStore({ dataDir: dataDir() });
  const synchronous = async () =>
    (await sql<{ synchronous: number }>`pragma synchronous`.execute(store.db)).rows[0]?.synchronous;
  // The worker's writes and a lead's, side by side on the one connection.
  const lead = { category: "General Enquiry", name: "Jo", payload: {}, destinations: [{}] };
  const [claimed] = await Promise.all([
    store.claimDueDeliveries("group", { limit: 5, claimMs: 60_000 }),
    store.saveLead("group", lead),
  ]);
  await store.markDelivered(
    "group",
    claimed.map((delivery) => delivery.id),
  );
  await store.markAttemptFailed("group", "no-such-delivery", { error: "x", retryAt: null });
  expect(await synchronous()).toBe(2); // FULL again for every other write
  await store.close();
});

it("finds its leads again when opened again, migrating only once", async () => {
  const dir = dataDir();
  const first = await openStore({ dataDir: dir });
  const { leadId } = await first.saveLead("group", {
    category: "General Enquiry",
    name: "Jo",
    payload: {},
    destinations: [{ kind: "email" }],
  });
  await first.close();
  const second = await openStore({ dataDir: dir });
  expect(await second.findLead("group", leadId)).toMatchObject({ name: "Jo" });
  expect(await second.deliveriesOf("group", leadId)).toHaveLength(1);
  await second.close();
});

it("gives leads still waiting for their browser's sign-in their mobile's claim when upgraded", async () => {
  const store = await openStore({ dataDir: dataDir() });
  const lead = { category: "General Enquiry", name: "Jo", payload: {}, destinations: [] };
  const waiting = await store.saveLead("group", {
    ...lead,
    phone: "+61 412 345 678",
    senderHash: "browser",
  });
  // One whose phone is no mobile, and one a deleted account left behind (no shopper, no browser).
  await store.saveLead("group", { ...lead, phone: "07 3000 0000", senderHash: "browser" });
  await store.saveLead("group", { ...lead, phone: "0412 345 678" });
  await down(store.db as never);
  await up(store.db as never);
  const claims = await store.db.selectFrom("leads").select(["id", "claim_phone"]).execute();
  expect(claims.filter((row) => row.claim_phone !== null)).toEqual([
    { id: waiting.leadId, claim_phone: "0412345678" },
  ]);
  await store.close();
});

it("names the backend when PostgreSQL cannot be reached", async () => {
  await expect(
    openStore({ dataDir: dataDir(), databaseUrl: "postgres://nobody@127.0.0.1:1/none" }),
  ).rejects.toThrow(/postgres store could not be brought up to date/);
});
