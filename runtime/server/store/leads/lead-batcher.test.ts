import { sql } from "kysely";
import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import type { NewLead } from "./leads.ts";

const lead = (name: string): NewLead => ({
  category: "General Enquiry",
  name,
  payload: { name },
  destinations: [
    { kind: "email", to: "sales@example.com", format: "adf" },
    { kind: "webhook", url: "https://crm.example.com/leads", secretEnv: "CRM_SECRET" },
  ],
});
const names = (count: number) => Array.from({ length: count }, (_, index) => `Lead ${index}`);

describeEachBackend("leads saved at the same time", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("stores every one of many concurrent leads, each with its own id and outbox rows", async () => {
    const saved = await Promise.all(names(60).map((name) => store.saveLead("group", lead(name))));
    expect(saved.every((answer) => answer.outcome === "created")).toBe(true);
    expect(new Set(saved.map((answer) => answer.leadId)).size).toBe(60);
    expect(await store.listLeads("group", { limit: 100 })).toHaveLength(60);
    for (const answer of saved)
      expect(await store.deliveriesOf("group", answer.leadId)).toHaveLength(2);
  });

  // On SQLite the second in the group sees the first; on PostgreSQL either may come first.
  it("answers one of two requests with one key and one lead as a repeat of the other", async () => {
    const claim = { key: "form-1", requestHash: "hash-a" };
    const answers = await Promise.all([
      store.saveLead("group", lead("Jo"), { idempotency: claim }),
      store.saveLead("group", lead("Jo"), { idempotency: claim }),
    ]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(["created", "repeated"]);
    expect(new Set(answers.map((answer) => answer.leadId)).size).toBe(1);
    expect(await store.listLeads("group")).toHaveLength(1);
  });

  it("refuses one of two leads sent at the same time with one key", async () => {
    const answers = await Promise.all([
      store.saveLead("group", lead("Jo"), { idempotency: { key: "form-1", requestHash: "a" } }),
      store.saveLead("group", lead("Al"), { idempotency: { key: "form-1", requestHash: "b" } }),
    ]);
    expect(answers.map((answer) => answer.outcome).sort()).toEqual(["created", "key-reused"]);
    expect(new Set(answers.map((answer) => answer.leadId)).size).toBe(1);
    const created = answers.findIndex((answer) => answer.outcome === "created");
    expect((await store.listLeads("group")).map((row) => row.name)).toEqual([
      ["Jo", "Al"][created],
    ]);
  });

  it("keeps the other leads when one of them fails", async () => {
    const unserialisable = { ...lead("Bad outbox"), destinations: [{ kind: "webhook", n: 1n }] };
    const nameless = { ...lead("x"), name: null as unknown as string };
    const answers = await Promise.allSettled([
      store.saveLead("group", lead("Ann")),
      store.saveLead("group", unserialisable),
      store.saveLead("group", lead("Ben")),
      store.saveLead("group", nameless),
      store.saveLead("group", lead("Cat")),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
      "fulfilled",
    ]);
    const stored = await store.listLeads("group");
    expect(stored.map((row) => row.name).sort()).toEqual(["Ann", "Ben", "Cat"]);
    for (const row of stored) expect(await store.deliveriesOf("group", row.id)).toHaveLength(2);
    const outbox = await store.db.selectFrom("lead_deliveries").select("id").execute();
    expect(outbox).toHaveLength(6);
  });

  it.runIf(backend === "sqlite")("writes leads that arrive together in one commit", async () => {
    const before = store.leadCommits?.().commits ?? 0;
    const saved = await Promise.all(names(40).map((name) => store.saveLead("group", lead(name))));
    expect(saved).toHaveLength(40);
    expect((store.leadCommits?.().commits ?? 0) - before).toBeLessThan(5);
    expect(await store.listLeads("group", { limit: 100 })).toHaveLength(40);
  });

  it.runIf(backend === "sqlite")("fails every lead of a group whose commit fails", async () => {
    // A deferred foreign key is checked at COMMIT: each lead written breaks one, so it fails.
    await sql`create table commit_blocker (lead_id text references leads (id) deferrable initially deferred)`.execute(
      store.db,
    );
    await sql`create trigger block_commit after insert on leads begin insert into commit_blocker values ('no such lead'); end`.execute(
      store.db,
    );
    try {
      const answers = await Promise.allSettled(
        names(5).map((name) => store.saveLead("group", lead(name))),
      );
      for (const answer of answers)
        expect(answer).toMatchObject({
          status: "rejected",
          reason: { message: expect.stringMatching(/FOREIGN KEY constraint failed/) },
        });
    } finally {
      await sql`drop trigger block_commit`.execute(store.db);
      await sql`drop table commit_blocker`.execute(store.db);
    }
    expect(await store.listLeads("group")).toEqual([]);
    expect((await store.saveLead("group", lead("After"))).outcome).toBe("created");
  });
});
