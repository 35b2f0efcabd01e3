import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import type { NewReservation } from "./reservations.ts";

const start = new Date("2026-11-20T10:00:00.000Z");
const later = (minutes: number) => new Date(start.getTime() + minutes * 60 * 1000);
const draft = (shopperId: string, carId = "101"): NewReservation => ({
  carId,
  shopperId,
  amountCents: 20_000,
  currency: "aud",
  provider: "stripe",
  details: { name: shopperId },
});
const window = { paymentWindowMinutes: 30 };

describeEachBackend("reservations", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  const started = async (shopperId: string, now = start, carId = "101") => {
    const result = await store.startReservation("group", draft(shopperId, carId), {
      ...window,
      now,
    });
    if (result.outcome === "taken") throw new Error(`${shopperId} found the car taken`);
    return result.reservation;
  };
  const pay = async (reservationId: string, reference: string, now: Date) => {
    await store.setPaymentReference("group", reservationId, reference, now);
    return store.recordPayment("stripe", reference, { holdHours: 48, now });
  };

  it("lets exactly one of 50 shoppers racing for one car reserve it", async () => {
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        store.startReservation("group", draft(`s${index}`), { ...window, now: start }),
      ),
    );
    expect(results.filter((result) => result.outcome === "started")).toHaveLength(1);
    expect(results.filter((result) => result.outcome === "taken")).toHaveLength(49);
    const rows = await store.db.selectFrom("reservations").select("status").execute();
    expect(rows).toEqual([{ status: "pending-payment" }]);
    // The same car on another site is a reservation of its own.
    const other = await store.startReservation("other", draft("s1"), { ...window, now: start });
    expect(other.outcome).toBe("started");
  });

  it("gives the shopper back their own reservation, and tells another the car is taken", async () => {
    const mine = await started("jo");
    expect(
      await store.startReservation("group", draft("jo"), { ...window, now: later(5) }),
    ).toEqual({ outcome: "yours", reservation: mine });
    expect(
      (await store.startReservation("group", draft("sam"), { ...window, now: later(5) })).outcome,
    ).toBe("taken");
  });

  it("holds a paid car for 48 hours, shows it reserved, then lets it go unless confirmed", async () => {
    const reservation = await started("jo");
    expect(await store.reservedCarIds("group", later(1))).toEqual(new Set());
    const paid = await pay(reservation.id, "pi_1", later(2));
    expect(paid).toMatchObject({ outcome: "held", reservation: { status: "held" } });
    expect(await pay(reservation.id, "pi_1", later(3))).toMatchObject({ outcome: "already-paid" });
    expect(await store.reservedCarIds("group", later(60))).toEqual(new Set(["101"]));
    expect(await store.reservedCarIds("other", later(60))).toEqual(new Set());

    const afterHold = later(2 + 48 * 60);
    expect(await store.reservedCarIds("group", afterHold)).toEqual(new Set());
    const lapsed = await store.expireDueReservations(afterHold);
    expect(lapsed.paid.map((row) => row.id)).toEqual([reservation.id]);
    expect(lapsed.unpaid).toEqual([]);
    expect((await store.findReservation("group", reservation.id))?.status).toBe("expired");
    expect((await store.startReservation("group", draft("sam"), window)).outcome).toBe("started");
  });

  it("frees a car whose payment never came once the window ends", async () => {
    await started("jo");
    expect(
      (await store.startReservation("group", draft("sam"), { ...window, now: later(29) })).outcome,
    ).toBe("taken");
    const sam = await store.startReservation("group", draft("sam"), { ...window, now: later(30) });
    expect(sam.outcome).toBe("started");
  });

  it("marks a payment that came after its window and after another shopper took the car as lost", async () => {
    const late = await started("jo");
    await store.setPaymentReference("group", late.id, "pi_late", later(1));
    const sam = await started("sam", later(31));
    await pay(sam.id, "pi_sam", later(32));
    expect(
      await store.recordPayment("stripe", "pi_late", { holdHours: 48, now: later(33) }),
    ).toMatchObject({
      outcome: "lost",
      reservation: { id: late.id },
    });
    expect(await store.recordPayment("stripe", "pi_nobody", { holdHours: 48 })).toEqual({
      outcome: "unknown",
    });
  });

  it("lets the dealer confirm, release and refund where each applies, logging who did it", async () => {
    const reservation = await started("jo");
    await pay(reservation.id, "pi_1", later(1));
    const change = (action: "confirm" | "release" | "refund", minutes: number) =>
      store.changeReservation("group", reservation.id, { action, actor: "dealer" }, later(minutes));
    expect(await change("confirm", 2)).toMatchObject({ status: "confirmed", expires_at: null });
    expect(await change("confirm", 3)).toBeUndefined();
    // Confirmed, it no longer lapses.
    expect(await store.reservedCarIds("group", later(60 * 24 * 30))).toEqual(new Set(["101"]));
    expect(await change("refund", 4)).toMatchObject({ status: "refunded" });
    expect(await change("release", 5)).toBeUndefined();
    expect(await store.reservedCarIds("group", later(6))).toEqual(new Set());
    expect(
      await store.changeReservation("other", reservation.id, { action: "release", actor: "x" }),
    ).toBeUndefined();
    const events = await store.reservationEvents("group", reservation.id);
    expect(events.map(({ actor, action }) => `${actor} ${action}`)).toEqual([
      "shopper:jo started",
      "stripe paid",
      "dealer confirm",
      "dealer refund",
    ]);
    expect((await store.listReservations("group")).map((row) => row.status)).toEqual(["refunded"]);
  });

  it("keeps a shopper's checkout progress per car, replacing it as they go", async () => {
    await store.saveCheckoutProgress("group", "jo", "101", { step: "details" });
    await store.saveCheckoutProgress("group", "jo", "101", { step: "deposit" });
    expect(await store.checkoutProgressOf("group", "jo", "101")).toEqual({ step: "deposit" });
    expect(await store.checkoutProgressOf("group", "jo", "102")).toBeUndefined();
    expect(await store.checkoutProgressOf("other", "jo", "101")).toBeUndefined();
  });
});
