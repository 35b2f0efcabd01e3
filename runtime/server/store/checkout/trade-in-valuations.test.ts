import type { Valuation } from "@storefront/schemas/leads/trade-in";
import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import { valuationExpiry } from "./trade-in-valuations.ts";

const madeAt = new Date("2026-11-20T10:00:00.000Z");
const valuation = (id: string, at = madeAt): Valuation => ({
  id,
  lead_id: `lead-${id}`,
  car: { make: "Mazda", model: "CX-5", year: 2021 },
  km: 40_000,
  outcome: "estimate",
  low: 24_600,
  high: 26_400,
  confidence: "medium",
  comparables: 4,
  created_at: at.toISOString(),
  expires_at: valuationExpiry(at).toISOString(),
});
const later = (days: number) => new Date(madeAt.getTime() + days * 24 * 60 * 60 * 1000);

describeEachBackend("trade-in valuations", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("keeps a valuation for 7 days, then no longer answers it", async () => {
    await store.saveValuation("group", valuation("v1"), "u1", madeAt);
    expect(await store.findValuation("group", "v1", later(6.9))).toMatchObject({
      id: "v1",
      low: 24_600,
      accepted_at: null,
    });
    expect(await store.findValuation("group", "v1", later(7))).toBeUndefined();
    // Another site does not see it.
    expect(await store.findValuation("other", "v1", later(1))).toBeUndefined();
  });

  it("lists a shopper's unexpired valuations newest first, and forgets expired ones on the next save", async () => {
    await store.saveValuation("group", valuation("old"), "u1", madeAt);
    await store.saveValuation("group", valuation("new", later(3)), "u1", later(3));
    await store.saveValuation("group", valuation("anon", later(3)), null, later(3));
    await store.saveValuation("group", valuation("theirs", later(3)), "u2", later(3));
    const ids = async (at: Date) =>
      (await store.valuationsOf("group", "u1", at)).map((found) => found.id);
    expect(await ids(later(4))).toEqual(["new", "old"]);
    expect(await ids(later(8))).toEqual(["new"]);
    await store.saveValuation("group", valuation("next", later(8)), "u2", later(8));
    const left = await store.db.selectFrom("trade_in_valuations").select("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual(["anon", "new", "next", "theirs"]);
  });

  it("records the offer accepted once, and refuses an unknown or expired valuation", async () => {
    await store.saveValuation("group", valuation("v1"), "u1", madeAt);
    expect(await store.acceptValuation("group", "v1", later(1))).toBe(true);
    expect(await store.acceptValuation("group", "v1", later(2))).toBe(true);
    expect((await store.findValuation("group", "v1", later(3)))?.accepted_at).toBe(
      later(1).toISOString(),
    );
    expect(await store.acceptValuation("group", "nope", later(1))).toBe(false);
    expect(await store.acceptValuation("group", "v1", later(7))).toBe(false);
  });
});
