import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import type { LeadFilter } from "./lead-inbox.ts";
import type { NewLead } from "./leads.ts";

const lead = (name: string, more: Partial<NewLead> = {}): NewLead => ({
  category: "General Enquiry",
  name,
  email: `${name.toLowerCase()}@example.com`,
  payload: { name },
  destinations: [{ kind: "webhook", url: "https://crm.example.com/leads" }],
  ...more,
});
const at = (iso: string) => new Date(iso);
const minute = 60_000;

describeEachBackend("the dealer's lead inbox", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  const names = async (filter: LeadFilter, site = "group") =>
    (await store.findLeads(site, filter, { limit: 50 })).leads.map((row) => row.name);

  /** Fails the lead's only delivery for good, as the worker does after its last attempt. */
  async function failDelivery(leadId: string) {
    const [delivery] = await store.claimDueDeliveries("group", {
      limit: 1,
      claimMs: minute,
      now: at("2030-01-01T00:00:00.000Z"),
    });
    if (delivery?.lead_id !== leadId) throw new Error("another delivery was due first");
    await store.markAttemptFailed("group", delivery.id, {
      error: "503 from the CRM",
      retryAt: null,
    });
    return delivery.id;
  }

  async function deliver(leadId: string) {
    const [delivery] = await store.claimDueDeliveries("group", {
      limit: 1,
      claimMs: minute,
      now: at("2030-01-01T00:00:00.000Z"),
    });
    if (delivery?.lead_id !== leadId) throw new Error("another delivery was due first");
    await store.markDelivered("group", [delivery.id]);
  }

  it("filters by time, dealership and category", async () => {
    await store.saveLead("group", lead("Ann"), { now: at("2026-11-01T01:00:00.000Z") });
    await store.saveLead("group", lead("Ben", { dealershipSlug: "group-toyota" }), {
      now: at("2026-11-02T01:00:00.000Z"),
    });
    await store.saveLead("group", lead("Cat", { category: "Finance Enquiry" }), {
      now: at("2026-11-03T01:00:00.000Z"),
    });
    expect(await names({})).toEqual(["Cat", "Ben", "Ann"]);
    expect(
      await names({ from: at("2026-11-02T00:00:00.000Z"), before: at("2026-11-03T01:00:00.000Z") }),
    ).toEqual(["Ben"]);
    expect(await names({ dealershipSlug: "group-toyota" })).toEqual(["Ben"]);
    expect(await names({ category: "Finance Enquiry" })).toEqual(["Cat"]);
    expect(await store.leadCategories("group")).toEqual(["Finance Enquiry", "General Enquiry"]);
    expect(await store.leadCategories("other")).toEqual([]);
  });

  it("finds text in the name, email or phone, in any case and across a phone's spaces", async () => {
    await store.saveLead("group", lead("Jo Smith", { phone: "0412 345 678" }));
    await store.saveLead("group", lead("Kim", { email: "kim@dealer.example" }));
    await store.saveLead("group", lead("100%_Pat"));
    expect(await names({ search: "smith" })).toEqual(["Jo Smith"]);
    expect(await names({ search: "DEALER.EXAMPLE" })).toEqual(["Kim"]);
    expect(await names({ search: "0412345678" })).toEqual(["Jo Smith"]);
    expect(await names({ search: "345 678" })).toEqual(["Jo Smith"]);
    // LIKE's wildcards are taken as written.
    expect(await names({ search: "0%_" })).toEqual(["100%_Pat"]);
    expect(await names({ search: "_" })).toEqual(["100%_Pat"]);
  });

  it("filters by where the deliveries stand", async () => {
    const failing = await store.saveLead("group", lead("Failed"), {
      now: at("2026-11-01T01:00:00.000Z"),
    });
    const sent = await store.saveLead("group", lead("Delivered"), {
      now: at("2026-11-02T01:00:00.000Z"),
    });
    await store.saveLead("group", lead("Waiting"), { now: at("2026-11-03T01:00:00.000Z") });
    await store.saveLead("group", lead("Nowhere", { destinations: [] }), {
      now: at("2026-11-04T01:00:00.000Z"),
    });
    await failDelivery(failing.leadId);
    await deliver(sent.leadId);
    expect(await names({ delivery: "failed" })).toEqual(["Failed"]);
    expect(await names({ delivery: "delivered" })).toEqual(["Delivered"]);
    expect(await names({ delivery: "pending" })).toEqual(["Waiting"]);
    const states = (await store.findLeads("group", {}, { limit: 10 })).leads.map((row) => [
      row.name,
      row.delivery,
    ]);
    expect(states).toEqual([
      ["Nowhere", "none"],
      ["Waiting", "pending"],
      ["Delivered", "delivered"],
      ["Failed", "failed"],
    ]);
  });

  it("pages newest first without losing or repeating leads that share a time", async () => {
    const same = at("2026-11-05T01:00:00.000Z");
    for (const name of ["A", "B", "C", "D", "E"])
      await store.saveLead("group", lead(name), { now: same });
    const seen: string[] = [];
    let after: Parameters<Store["findLeads"]>[2]["after"];
    for (let page = 0; page < 5; page++) {
      const answer = await store.findLeads("group", {}, { limit: 2, after });
      seen.push(...answer.leads.map((row) => row.name));
      if (!answer.next) break;
      after = answer.next;
    }
    expect(seen.sort()).toEqual(["A", "B", "C", "D", "E"]);
    const last = await store.findLeads("group", {}, { limit: 5 });
    expect(last.next).toBeNull();
  });

  it("keeps each site's leads, deliveries and retries to itself", async () => {
    const mine = await store.saveLead("group", lead("Mine"));
    await store.saveLead("other", lead("Theirs"));
    expect(await names({})).toEqual(["Mine"]);
    expect(await names({ search: "theirs" })).toEqual([]);
    expect(await store.leadWithDeliveries("other", mine.leadId)).toBeUndefined();
    const deliveryId = await failDelivery(mine.leadId);
    expect(await store.retryDelivery("other", deliveryId)).toBe(false);
    expect(await store.findDelivery("other", deliveryId)).toBeUndefined();
    expect(await store.findDelivery("group", deliveryId)).toMatchObject({ status: "failed" });
    expect((await store.leadWithDeliveries("group", mine.leadId))?.deliveries).toMatchObject([
      { status: "failed" },
    ]);
  });

  it("shows one lead with its deliveries, and a retry puts a failed one back in the queue", async () => {
    const saved = await store.saveLead("group", lead("Jo", { phone: "0412 345 678" }));
    const deliveryId = await failDelivery(saved.leadId);
    const shown = await store.leadWithDeliveries("group", saved.leadId);
    expect(shown).toMatchObject({
      lead: { id: saved.leadId, name: "Jo", phone: "0412 345 678", delivery: "failed" },
      deliveries: [
        {
          id: deliveryId,
          status: "failed",
          attempts: 1,
          last_error: "503 from the CRM",
          destination: { kind: "webhook", url: "https://crm.example.com/leads" },
        },
      ],
    });
    expect(await store.retryDelivery("group", deliveryId)).toBe(true);
    expect(await store.retryDelivery("group", deliveryId)).toBe(false);
    expect(await store.leadWithDeliveries("group", saved.leadId)).toMatchObject({
      lead: { delivery: "pending" },
      deliveries: [{ status: "pending", attempts: 0 }],
    });
  });
});
