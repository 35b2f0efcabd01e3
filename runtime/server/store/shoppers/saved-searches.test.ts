import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import type { NewSavedSearch } from "./saved-searches.ts";

const toyotas: NewSavedSearch = {
  userId: "u1",
  title: "Used Toyota Cars",
  origin: "https://group.example",
  path: "/search/toyota",
  query: "price_max=30000",
  email: "sam@example.com",
  phone: "0412345678",
  knownMatches: { "17": 25_000 },
};

const message = { subject: "New matches", text: "…", sms: "…", unsubscribeUrl: "https://x/u" };
const day = 86_400_000;

describeEachBackend("saved searches", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  it("keeps a search once per shopper, newest first, and saving again turns its alerts back on", async () => {
    const first = await store.saveSearch("group", toyotas, new Date("2026-11-26T10:00:00Z"));
    await store.saveSearch(
      "group",
      { ...toyotas, path: "/search/mazda", title: "Used Mazda Cars" },
      new Date("2026-11-26T11:00:00Z"),
    );
    await store.stopSearchAlerts("group", first.id);
    const again = await store.saveSearch("group", { ...toyotas, email: "new@example.com" });
    expect(again.id).toBe(first.id);
    const listed = await store.savedSearchesOf("group", "u1");
    expect(listed.map((search) => search.title)).toEqual(["Used Mazda Cars", "Used Toyota Cars"]);
    expect(listed[1]).toMatchObject({
      email: "new@example.com",
      alerts_stopped_at: null,
      knownMatches: { "17": 25_000 },
    });
  });

  it("keeps each site's and shopper's searches apart", async () => {
    const saved = await store.saveSearch("group", toyotas);
    await store.saveSearch("other", toyotas);
    expect(await store.savedSearchesOf("group", "u2")).toEqual([]);
    expect(await store.findSavedSearch("other", saved.id)).toBeUndefined();
    expect(await store.stopSearchAlerts("other", saved.id)).toBe(false);
    expect(await store.deleteSavedSearch("group", "u2", saved.id)).toBe(false);
    expect(await store.savedSearchesOf("group", "u1")).toHaveLength(1);
  });

  it("queues at most one alert a day per search, none once its alerts are stopped", async () => {
    const saved = await store.saveSearch("group", toyotas);
    const alert = (at: Date, known: Record<string, number>) =>
      store.queueSearchAlert(
        "group",
        {
          savedSearchId: saved.id,
          knownMatches: known,
          notBefore: new Date(at.getTime() - day),
          recipients: [{ channel: "email", to: saved.email }],
          message,
        },
        at,
      );
    const monday = new Date("2026-11-30T08:00:00Z");
    expect(await alert(monday, { "17": 25_000, "40": 19_000 })).toBe(true);
    expect(await alert(new Date(monday.getTime() + day - 1000), { "41": 1 })).toBe(false);
    expect((await store.findSavedSearch("group", saved.id))?.knownMatches).toEqual({
      "17": 25_000,
      "40": 19_000,
    });
    expect(await alert(new Date(monday.getTime() + day), { "41": 1 })).toBe(true);
    await store.stopSearchAlerts("group", saved.id);
    expect(await store.searchesWithAlerts("group")).toEqual([]);
    expect(await alert(new Date(monday.getTime() + 3 * day), { "42": 1 })).toBe(false);
    expect(await store.alertsOf("group", saved.id)).toHaveLength(2);
  });

  it("sends each queued alert once: claimed, then sent or retried", async () => {
    const saved = await store.saveSearch("group", toyotas);
    const now = new Date("2026-11-30T08:00:00Z");
    await store.queueSearchAlert(
      "group",
      {
        savedSearchId: saved.id,
        knownMatches: {},
        notBefore: now,
        recipients: [
          { channel: "email", to: "sam@example.com" },
          { channel: "sms", to: "0412345678" },
        ],
        message,
      },
      now,
    );
    const [first, second] = await Promise.all([
      store.claimDueAlerts("group", { limit: 10, claimMs: 60_000, now }),
      store.claimDueAlerts("group", { limit: 10, claimMs: 60_000, now }),
    ]);
    const claimed = [...(first ?? []), ...(second ?? [])];
    expect(claimed.map((alert) => alert.channel).sort()).toEqual(["email", "sms"]);
    const [email, sms] = [...claimed].sort((a, b) => a.channel.localeCompare(b.channel));
    await store.markAlertSent("group", email?.id ?? "");
    const retryAt = new Date(now.getTime() + 60_000);
    await store.markAlertFailed("group", sms?.id ?? "", { error: "refused", retryAt });
    expect(await store.claimDueAlerts("group", { limit: 10, claimMs: 60_000, now })).toEqual([]);
    const retried = await store.claimDueAlerts("group", {
      limit: 10,
      claimMs: 60_000,
      now: retryAt,
    });
    expect(retried).toMatchObject([{ channel: "sms", attempts: 2, message }]);
  });

  it("deletes a shopper's searches and their alerts, leaving others' alone", async () => {
    const saved = await store.saveSearch("group", toyotas);
    await store.saveSearch("group", { ...toyotas, path: "/search/mazda" });
    const someoneElse = await store.saveSearch("group", { ...toyotas, userId: "u2" });
    await store.queueSearchAlert("group", {
      savedSearchId: saved.id,
      knownMatches: {},
      notBefore: new Date(),
      recipients: [{ channel: "email", to: "sam@example.com" }],
      message,
    });
    expect(await store.deleteSavedSearchesOf("group", "u1")).toBe(2);
    expect(await store.savedSearchesOf("group", "u1")).toEqual([]);
    expect(await store.alertsOf("group", saved.id)).toEqual([]);
    expect(await store.savedSearchesOf("group", "u2")).toEqual([
      expect.objectContaining({ id: someoneElse.id }),
    ]);
    expect(await store.deleteSavedSearch("group", "u2", someoneElse.id)).toBe(true);
  });

  it("makes one signing key per name and keeps it", async () => {
    const keys = await Promise.all([store.signingKey("alerts"), store.signingKey("alerts")]);
    expect(keys[0]).toBe(keys[1]);
    expect(keys[0]).toMatch(/^[\w-]{43}$/);
    expect(await store.signingKey("alerts")).toBe(keys[0]);
  });
});
