import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";
import type { NewLead } from "./leads.ts";

const browser = "hash-of-this-browsers-token";
const now = new Date("2026-11-26T00:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const jo = { phone: "0412345678", email: "jo@example.com" };

const sent = (fields: Partial<NewLead>): NewLead => ({
  category: "General Enquiry",
  name: "Jo",
  phone: "0412 345 678",
  claimPhone: "0412345678",
  payload: {},
  destinations: [],
  senderHash: browser,
  ...fields,
});

describeEachBackend("leads a browser sent signed out", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  const save = async (fields: Partial<NewLead>, at = daysAgo(1), site = "group") =>
    (await store.saveLead(site, sent(fields), { now: at })).leadId;
  const garageOf = async (shopperId: string, site = "group") =>
    (await store.leadsOfShopper(site, shopperId)).map((lead) => lead.id).sort();

  it("go to the shopper signing in on that browser when the mobile or email is theirs", async () => {
    const shopper = await store.signInShopper("group", { phone: jo.phone, email: jo.email });
    const byPhone = await save({ phone: "+61 412 345 678", email: undefined });
    const byEmail = await save({ phone: undefined, email: "JO@example.com " });
    // Someone else's enquiry from the same shared computer, another browser's, another site's,
    // one older than 30 days and one sent signed in by someone else stay where they are.
    await save({
      name: "Sam",
      phone: "0498 765 432",
      claimPhone: "0498765432",
      email: "sam@example.com",
    });
    await save({ senderHash: "hash-of-another-browser" });
    const otherSite = await save({}, daysAgo(1), "other");
    await save({}, daysAgo(31));
    const samId = (await store.signInShopper("group", { phone: "0498765432" })).id;
    await save({ userId: samId });

    expect(await store.claimSentLeads("group", browser, shopper, now)).toBe(2);
    expect(await garageOf(shopper.id)).toEqual([byPhone, byEmail].sort());
    expect(await garageOf(shopper.id, "other")).toEqual([]);
    expect((await store.findLead("other", otherSite))?.user_id).toBeNull();
    expect(await garageOf(samId)).toHaveLength(1);
  });

  it("are claimed once: a linked lead no longer answers to the browser's token", async () => {
    const jo1 = await store.signInShopper("group", { phone: jo.phone });
    const lead = await save({});
    expect(await store.claimSentLeads("group", browser, jo1, now)).toBe(1);
    await store.eraseShopper("group", jo1);
    const again = await store.signInShopper("group", { phone: jo.phone });
    expect(await store.claimSentLeads("group", browser, again, now)).toBe(0);
    expect((await store.findLead("group", lead))?.user_id).toBeNull();
  });

  it("keep no browser token on a lead sent signed in", async () => {
    const shopper = await store.signInShopper("group", { phone: jo.phone });
    await save({ userId: shopper.id });
    const row = await store.db.selectFrom("leads").select("sender_hash").executeTakeFirst();
    expect(row?.sender_hash).toBeNull();
  });

  it("go to the shopper signing in with that mobile's code, from any browser, once", async () => {
    const fromHere = await save({ email: undefined });
    const fromAnother = await save({ senderHash: "hash-of-another-browser" });
    const oldOne = await save({}, daysAgo(400));
    // Another mobile, the same mobile on another site, and a lead someone signed in sent with it.
    await save({ phone: "0498 765 432", claimPhone: "0498765432" });
    const otherSite = await save({}, daysAgo(1), "other");
    const samId = (await store.signInShopper("group", { phone: "0498765432" })).id;
    const samsLead = await save({ userId: samId });

    const shopper = await store.signInShopper("group", { phone: jo.phone });
    expect(await store.claimLeadsByPhone("group", shopper)).toBe(3);
    expect(await garageOf(shopper.id)).toEqual([fromHere, fromAnother, oldOne].sort());
    expect((await store.findLead("other", otherSite))?.user_id).toBeNull();
    expect((await store.findLead("group", samsLead))?.user_id).toBe(samId);
    // The browser's claim finds nothing left, and a deleted account's leads are not taken back.
    expect(await store.claimSentLeads("group", browser, shopper, now)).toBe(0);
    await store.eraseShopper("group", shopper);
    const again = await store.signInShopper("group", { phone: jo.phone });
    expect(await store.claimLeadsByPhone("group", again)).toBe(0);
    expect(await garageOf(again.id)).toEqual([]);
  });
});
