import { beforeEach, expect, it } from "vitest";
import type { Store } from "../open-store.ts";
import { describeEachBackend, useTestStore } from "../test-backends.ts";

const valuation = (id: string, leadId: string) => ({
  id,
  lead_id: leadId,
  car: { make: "Mazda", model: "CX-5", year: 2021 },
  km: 40000,
  outcome: "estimate" as const,
  low: 20000,
  high: 23000,
  confidence: "medium" as const,
  comparables: 4,
  created_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 86_400_000).toISOString(),
});

describeEachBackend("a shopper's data: download and deletion", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
  });

  /**
   * A shopper of `site` with a session, a watched car, a lead, a valuation, a code request, a
   * saved search and a checkout under way.
   */
  async function shopperWithData(site: string, phone: string) {
    const shopper = await store.signInShopper(site, { phone, firstName: "Jo", email: "jo@x.com" });
    const expiresAt = new Date(Date.now() + 60_000);
    await store.startSession(site, {
      tokenHash: `t-${site}-${phone}`,
      shopperId: shopper.id,
      expiresAt,
    });
    await store.logVerification(site, {
      dealershipSlug: null,
      userId: shopper.id,
      verificationType: "sms",
    });
    await store.recordCodeRequest(site, { phone, ip: "10.0.0.1" });
    await store.watchCar(site, shopper.id, "17", new Date(), 28990);
    const lead = await store.saveLead(site, {
      category: "Trade In",
      name: "Jo",
      phone,
      userId: shopper.id,
      payload: { name: "Jo", phone, category: "Trade In" },
      destinations: [{ kind: "email", to: "sales@dealer.example" }],
    });
    await store.saveValuation(site, valuation(`v-${site}-${phone}`, lead.leadId), shopper.id);
    await store.saveSearch(site, {
      userId: shopper.id,
      title: "Used Mazda Cars",
      origin: "https://cars.example",
      path: "/search/mazda",
      query: "",
      email: "jo@x.com",
      knownMatches: {},
    });
    await store.saveCheckoutProgress(site, shopper.id, "17", { step: "details" });
    return { shopper, leadId: lead.leadId };
  }

  it("gives everything held about the shopper and nothing of anyone else's", async () => {
    const { shopper, leadId } = await shopperWithData("group", "0412345678");
    await shopperWithData("group", "0498765432");
    const data = await store.exportShopperData("group", shopper);
    expect(data.details).toMatchObject({
      phone: "0412345678",
      first_name: "Jo",
      email: "jo@x.com",
    });
    expect(data.watchlist).toEqual([expect.objectContaining({ car_id: "17", saved_price: 28990 })]);
    expect(data.enquiries).toEqual([
      expect.objectContaining({
        id: leadId,
        category: "Trade In",
        payload: expect.objectContaining({ phone: "0412345678" }),
      }),
    ]);
    expect(data.trade_in_valuations).toEqual([
      expect.objectContaining({ id: "v-group-0412345678", lead_id: leadId }),
    ]);
    expect(data.saved_searches).toEqual([
      expect.objectContaining({ title: "Used Mazda Cars", path: "/search/mazda" }),
    ]);
    expect(data.checkout_progress).toEqual([
      expect.objectContaining({ car_id: "17", progress: { step: "details" } }),
    ]);
    expect(data.sessions).toHaveLength(1);
    expect(data.verifications).toEqual([expect.objectContaining({ verification_type: "sms" })]);
    expect(data.code_requests).toEqual([expect.objectContaining({ ip: "10.0.0.1" })]);
    expect(JSON.stringify(data)).not.toContain("0498765432");
    // The session's token hash signs someone in: it is never handed out.
    expect(JSON.stringify(data)).not.toContain("t-group-");
  });

  it("deletes the shopper and their data, keeping only their leads for the dealer, unlinked", async () => {
    const { shopper, leadId } = await shopperWithData("group", "0412345678");
    const other = await shopperWithData("group", "0498765432");
    const elsewhere = await shopperWithData("other", "0412345678");
    await store.eraseShopper("group", shopper);

    expect(await store.shopperById("group", shopper.id)).toBeUndefined();
    expect(await store.sessionShopper("group", "t-group-0412345678")).toBeUndefined();
    expect(await store.watchedCars("group", shopper.id)).toEqual([]);
    expect(await store.valuationsOf("group", shopper.id)).toEqual([]);
    expect(await store.savedSearchesOf("group", shopper.id)).toEqual([]);
    expect(await store.checkoutProgressOf("group", shopper.id, "17")).toBeUndefined();
    expect(
      await store.countCodeRequests("group", { phone: "0412345678", ip: "none" }, new Date(0)),
    ).toMatchObject({ phone: 0 });
    const verifications = await store.verificationsOf("group");
    expect(verifications.map((row) => row.user_id)).toEqual([other.shopper.id]);

    const lead = await store.findLead("group", leadId);
    expect(lead).toMatchObject({ phone: "0412345678", user_id: null, category: "Trade In" });
    expect(await store.deliveriesOf("group", leadId)).toHaveLength(1);
    expect(await store.leadsOfShopper("group", shopper.id)).toEqual([]);

    // Another shopper of the site, and the same phone on another site, keep everything.
    expect(await store.leadsOfShopper("group", other.shopper.id)).toHaveLength(1);
    expect(await store.watchedCars("other", elsewhere.shopper.id)).toEqual(["17"]);
    expect(await store.savedSearchesOf("group", other.shopper.id)).toHaveLength(1);
    expect(await store.sessionShopper("other", "t-other-0412345678")).toBeDefined();
  });

  it("keeps remembered details as edited, clearing those left empty", async () => {
    const shopper = await store.signInShopper("group", {
      phone: "0412345678",
      firstName: "Jo",
      email: "jo@x.com",
    });
    const updated = await store.updateShopperDetails("group", shopper.id, {
      first_name: "Joanne",
      last_name: "Citizen",
      email: null,
      postcode: "4000",
    });
    expect(updated).toMatchObject({
      first_name: "Joanne",
      last_name: "Citizen",
      email: null,
      postcode: "4000",
    });
    expect(
      await store.updateShopperDetails("other", shopper.id, {
        first_name: "X",
        last_name: null,
        email: null,
        postcode: null,
      }),
    ).toBeUndefined();
  });
});
