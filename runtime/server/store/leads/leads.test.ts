import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import type { NewLead } from "./leads.ts";

const lead = (name = "Jo"): NewLead => ({
  category: "General Enquiry",
  dealershipSlug: "group-toyota",
  carId: "17",
  name,
  email: "jo@example.com",
  phone: "0412345678",
  payload: { name, email: "jo@example.com", opt_in: true },
  destinations: [
    { kind: "email", to: "sales@example.com", format: "adf" },
    { kind: "webhook", url: "https://crm.example.com/leads", secretEnv: "CRM_SECRET" },
  ],
});
const at = (iso: string) => new Date(iso);
const day = 24 * 60 * 60 * 1000;

describeEachBackend("leads in the store", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("keeps a lead with one pending delivery per destination", async () => {
    const saved = await store.saveLead("group", lead(), { now: at("2026-11-25T01:00:00.000Z") });
    expect(saved.outcome).toBe("created");
    const found = await store.findLead("group", saved.leadId);
    expect(found).toMatchObject({
      id: saved.leadId,
      name: "Jo",
      category: "General Enquiry",
      dealership_slug: "group-toyota",
      car_id: "17",
      created_at: "2026-11-25T01:00:00.000Z",
      payload: { name: "Jo", email: "jo@example.com", opt_in: true },
    });
    const deliveries = await store.deliveriesOf("group", saved.leadId);
    expect(deliveries.map((delivery) => delivery.destination)).toEqual(
      expect.arrayContaining([...lead().destinations]),
    );
    expect(deliveries.every((delivery) => delivery.status === "pending")).toBe(true);
    expect(deliveries.every((delivery) => delivery.attempts === 0)).toBe(true);
  });

  it("stores nothing when the outbox rows cannot be written", async () => {
    const broken = { ...lead(), destinations: [{ kind: "webhook", bad: 1n }] };
    await expect(store.saveLead("group", broken)).rejects.toThrow();
    expect(await store.listLeads("group")).toEqual([]);
  });

  it("never shows one site's leads to another", async () => {
    const saved = await store.saveLead("group", lead());
    expect(await store.findLead("other", saved.leadId)).toBeUndefined();
    expect(await store.listLeads("other")).toEqual([]);
    expect(await store.deliveriesOf("other", saved.leadId)).toEqual([]);
  });

  it("lists a site's leads newest first, a page at a time", async () => {
    for (const [index, name] of ["Ann", "Ben", "Cat"].entries())
      await store.saveLead("group", lead(name), {
        now: at(`2026-11-25T0${index + 1}:00:00.000Z`),
      });
    const first = await store.listLeads("group", { limit: 2 });
    expect(first.map((row) => row.name)).toEqual(["Cat", "Ben"]);
    const next = await store.listLeads("group", { limit: 2, before: first[1]?.created_at });
    expect(next.map((row) => row.name)).toEqual(["Ann"]);
  });

  it("answers a repeated idempotency key with the first lead and stores nothing new", async () => {
    const claim = { key: "form-1", requestHash: "hash-a" };
    const first = await store.saveLead("group", lead(), {
      idempotency: claim,
      now: at("2026-11-25T01:00:00.000Z"),
    });
    const again = await store.saveLead("group", lead(), {
      idempotency: claim,
      now: at("2026-11-25T23:00:00.000Z"),
    });
    expect(again).toEqual({ outcome: "repeated", leadId: first.leadId });
    expect(await store.listLeads("group")).toHaveLength(1);
    expect(await store.deliveriesOf("group", first.leadId)).toHaveLength(2);
  });

  it("refuses a key sent again with a different lead", async () => {
    const first = await store.saveLead("group", lead(), {
      idempotency: { key: "form-1", requestHash: "hash-a" },
    });
    const other = await store.saveLead("group", lead("Someone else"), {
      idempotency: { key: "form-1", requestHash: "hash-b" },
    });
    expect(other).toEqual({ outcome: "key-reused", leadId: first.leadId });
    expect(await store.listLeads("group")).toHaveLength(1);
  });

  it("takes a key as new after 24 hours, and per site", async () => {
    const claim = { key: "form-1", requestHash: "hash-a" };
    const start = at("2026-11-25T01:00:00.000Z");
    const first = await store.saveLead("group", lead(), { idempotency: claim, now: start });
    const later = await store.saveLead("group", lead(), {
      idempotency: claim,
      now: new Date(start.getTime() + day + 1),
    });
    expect(later.outcome).toBe("created");
    expect(later.leadId).not.toBe(first.leadId);
    const elsewhere = await store.saveLead("other", lead(), { idempotency: claim, now: start });
    expect(elsewhere.outcome).toBe("created");
  });

  it("gives concurrent requests with one key one lead", async () => {
    const claim = { key: "double-click", requestHash: "hash-a" };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => store.saveLead("group", lead(), { idempotency: claim })),
    );
    expect(new Set(answers.map((answer) => answer.leadId)).size).toBe(1);
    expect(answers.filter((answer) => answer.outcome === "created")).toHaveLength(1);
    expect(await store.listLeads("group")).toHaveLength(1);
  });

  it("forgets idempotency keys older than the window", async () => {
    const start = at("2026-11-25T01:00:00.000Z");
    await store.saveLead("group", lead(), {
      idempotency: { key: "old", requestHash: "a" },
      now: start,
    });
    await store.saveLead("group", lead(), {
      idempotency: { key: "new", requestHash: "a" },
      now: new Date(start.getTime() + day),
    });
    expect(await store.forgetIdempotencyKeys("group", new Date(start.getTime() + day + 1))).toBe(1);
  });
});
