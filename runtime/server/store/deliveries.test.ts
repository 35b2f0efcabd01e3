import { beforeEach, expect, it } from "vitest";
import type { Store } from "./open-store.ts";
import { describeEachBackend, useTestStore } from "./test-backends.ts";

const newLead = (destinations: unknown[]) => ({
  category: "General Enquiry",
  name: "Jo",
  payload: { name: "Jo" },
  destinations,
});
const t0 = new Date("2026-11-25T01:00:00.000Z");
const after = (ms: number) => new Date(t0.getTime() + ms);
const minute = 60_000;

describeEachBackend("the lead outbox", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("hands a due delivery to one worker at a time, counting the attempt", async () => {
    const { leadId } = await store.saveLead("group", newLead([{ kind: "email" }]), { now: t0 });
    const claimed = await store.claimDueDeliveries("group", {
      limit: 10,
      claimMs: minute,
      now: t0,
    });
    expect(claimed).toMatchObject([{ lead_id: leadId, status: "delivering", attempts: 1 }]);
    expect(
      await store.claimDueDeliveries("group", { limit: 10, claimMs: minute, now: after(1000) }),
    ).toEqual([]);
  });

  it("gives a delivery back when its worker stopped mid-attempt", async () => {
    await store.saveLead("group", newLead([{ kind: "email" }]), { now: t0 });
    await store.claimDueDeliveries("group", { limit: 10, claimMs: minute, now: t0 });
    const again = await store.claimDueDeliveries("group", {
      limit: 10,
      claimMs: minute,
      now: after(minute),
    });
    expect(again).toMatchObject([{ attempts: 2 }]);
  });

  it("never gives two workers the same delivery", async () => {
    await store.saveLead(
      "group",
      newLead(Array.from({ length: 12 }, (_, index) => ({ kind: "email", index }))),
      { now: t0 },
    );
    const workers = await Promise.all(
      Array.from({ length: 4 }, () =>
        store.claimDueDeliveries("group", { limit: 5, claimMs: minute, now: t0 }),
      ),
    );
    // A worker that lost a race for rows may come back with fewer; the next round takes the rest.
    const rest = await store.claimDueDeliveries("group", { limit: 12, claimMs: minute, now: t0 });
    const ids = [...workers.flat(), ...rest].map((delivery) => delivery.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(12);
  });

  it("waits a failed attempt out, then fails the delivery when no retry is left", async () => {
    const { leadId } = await store.saveLead("group", newLead([{ kind: "webhook" }]), { now: t0 });
    const [delivery] = await store.claimDueDeliveries("group", {
      limit: 1,
      claimMs: minute,
      now: t0,
    });
    if (!delivery) throw new Error("nothing claimed");
    await store.markAttemptFailed("group", delivery.id, {
      error: "503 from the CRM",
      retryAt: after(5 * minute),
    });
    const early = { limit: 1, claimMs: minute, now: after(4 * minute) };
    expect(await store.claimDueDeliveries("group", early)).toEqual([]);
    const [retried] = await store.claimDueDeliveries("group", {
      limit: 1,
      claimMs: minute,
      now: after(5 * minute),
    });
    expect(retried).toMatchObject({ attempts: 2, last_error: "503 from the CRM" });
    await store.markAttemptFailed("group", delivery.id, { error: "timed out", retryAt: null });
    expect(await store.deliveriesOf("group", leadId)).toMatchObject([
      { status: "failed", attempts: 2, last_error: "timed out" },
    ]);
    expect(await store.retryDelivery("group", delivery.id, after(10 * minute))).toBe(true);
    expect(await store.deliveriesOf("group", leadId)).toMatchObject([
      { status: "pending", attempts: 0 },
    ]);
  });

  it("marks a delivery delivered, and keeps each site's outbox to itself", async () => {
    const { leadId } = await store.saveLead("group", newLead([{ kind: "email" }]), { now: t0 });
    expect(
      await store.claimDueDeliveries("other", { limit: 10, claimMs: minute, now: t0 }),
    ).toEqual([]);
    const [delivery] = await store.claimDueDeliveries("group", {
      limit: 1,
      claimMs: minute,
      now: t0,
    });
    if (!delivery) throw new Error("nothing claimed");
    await store.markDelivered("group", [delivery.id], after(1000));
    expect(await store.deliveriesOf("group", leadId)).toMatchObject([
      { status: "delivered", delivered_at: after(1000).toISOString(), claimed_until: null },
    ]);
    expect(
      await store.claimDueDeliveries("group", {
        limit: 10,
        claimMs: minute,
        now: after(60 * minute),
      }),
    ).toEqual([]);
  });

  it("counts each site's outbox: waiting, being attempted and failed for good", async () => {
    const two = newLead([{ kind: "email" }, { kind: "webhook", url: "https://crm.example/leads" }]);
    await store.saveLead("group", two, { now: t0 });
    await store.saveLead("other", newLead([{ kind: "email" }]), { now: t0 });
    expect(await store.outboxDepth("group")).toEqual({ pending: 2, delivering: 0, failed: 0 });
    const [first] = await store.claimDueDeliveries("group", { limit: 1, claimMs: minute, now: t0 });
    if (!first) throw new Error("nothing claimed");
    expect(await store.outboxDepth("group")).toEqual({ pending: 1, delivering: 1, failed: 0 });
    await store.markAttemptFailed("group", first.id, { error: "refused", retryAt: null });
    expect(await store.outboxDepth("group")).toEqual({ pending: 1, delivering: 0, failed: 1 });
    expect(await store.outboxDepth("other")).toEqual({ pending: 1, delivering: 0, failed: 0 });
  });
});
