import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { NewLead } from "../../store/leads/leads.ts";
import type { Store } from "../../store/open-store.ts";
import { type StudioTestServer, studioTestServer } from "../studio-test-server.ts";

const group = {
  version: 1,
  slug: "group",
  name: "Group Motors",
  template: "dealer-group",
  timeZone: "Australia/Perth",
  dealerships: [{ id: "1", slug: "group-toyota", name: "Group Toyota" }],
};
const other = { version: 1, slug: "other", name: "Other Motors", template: "dealer-group" };

const lead = (name: string, more: Partial<NewLead> = {}): NewLead => ({
  category: "General Enquiry",
  name,
  email: `${name.toLowerCase()}@example.com`,
  payload: { name, source: "Website" },
  destinations: [{ kind: "webhook", url: "https://crm.example.com/leads", secretEnv: "CRM" }],
  ...more,
});

let server: StudioTestServer;
let store: Store;
beforeAll(async () => {
  server = await studioTestServer({ sites: [group, other] });
  store = server.store;
});
afterAll(() => server.app.close());
beforeEach(async () => {
  for (const table of ["lead_deliveries", "idempotency_keys", "leads"] as const)
    await store.db.deleteFrom(table).execute();
});

const get = (
  url: string,
  more: { remoteAddress?: string; headers?: Record<string, string> } = {},
) => server.app.inject({ method: "GET", url: `/studio/api${url}`, ...more });

/** Fails a lead's delivery for good, as the worker does after its last attempt. */
async function failDeliveryOf(leadId: string): Promise<string> {
  const [delivery] = await store.claimDueDeliveries("group", { limit: 1, claimMs: 60_000 });
  if (delivery?.lead_id !== leadId) throw new Error("another delivery was due");
  await store.markAttemptFailed("group", delivery.id, {
    error: "The webhook answered 503 Service Unavailable",
    retryAt: null,
  });
  return delivery.id;
}

describe("the Leads view's API", () => {
  it("names the served sites with their time zone and dealerships", async () => {
    const response = await get("/lead-sites");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        slug: "group",
        name: "Group Motors",
        timeZone: "Australia/Perth",
        dealerships: [{ slug: "group-toyota", name: "Group Toyota" }],
      },
      { slug: "other", name: "Other Motors", timeZone: "Australia/Sydney", dealerships: [] },
    ]);
  });

  it("lists one site's leads with filters, a page at a time", async () => {
    // 23:30 UTC on 1 November is 07:30 on the 2nd in Perth.
    await store.saveLead("group", lead("Ann"), { now: new Date("2026-11-01T15:30:00.000Z") });
    await store.saveLead("group", lead("Ben", { dealershipSlug: "group-toyota" }), {
      now: new Date("2026-11-01T23:30:00.000Z"),
    });
    await store.saveLead("other", lead("Theirs"), { now: new Date("2026-11-01T23:30:00.000Z") });
    const all = (await get("/lead-sites/group/leads")).json();
    expect(all.leads.map((row: { name: string }) => row.name)).toEqual(["Ben", "Ann"]);
    expect(all.categories).toEqual(["General Enquiry"]);
    expect(all.leads[0]).toMatchObject({ delivery: "pending", dealershipSlug: "group-toyota" });
    const onTheSecond = (await get("/lead-sites/group/leads?from=2026-11-02&to=2026-11-02")).json();
    expect(onTheSecond.leads.map((row: { name: string }) => row.name)).toEqual(["Ben"]);
    const first = (await get("/lead-sites/group/leads?limit=1")).json();
    expect(first.leads.map((row: { name: string }) => row.name)).toEqual(["Ben"]);
    const next = (await get(`/lead-sites/group/leads?limit=1&cursor=${first.nextCursor}`)).json();
    expect(next).toMatchObject({ leads: [{ name: "Ann" }], nextCursor: null });
    const theirs = (await get("/lead-sites/other/leads?q=ann")).json();
    expect(theirs.leads).toEqual([]);
  });

  it("answers 400 naming a bad filter, and 404 for a site it does not serve", async () => {
    const cases = [
      ["delivery=lost", "delivery"],
      ["limit=1000", "limit"],
      ["from=2026-13-45", "from"],
      ["from=2026-11-02&to=2026-11-01", "to"],
      ["colour=red", "colour"],
      ["cursor=bm90LWEtY3Vyc29y", "cursor"],
    ] as const;
    for (const [query, parameter] of cases) {
      const response = await get(`/lead-sites/group/leads?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message).toContain(`${parameter} (`);
      expect(response.json().problems[0].pointer).toBe(`/${parameter}`);
    }
    expect((await get("/lead-sites/nowhere/leads")).statusCode).toBe(404);
  });

  it("shows one lead with its deliveries, only on its own site", async () => {
    const saved = await store.saveLead("group", lead("Jo", { phone: "0412 345 678" }));
    await failDeliveryOf(saved.leadId);
    const response = await get(`/lead-sites/group/leads/${saved.leadId}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      lead: { id: saved.leadId, name: "Jo", delivery: "failed", fields: { source: "Website" } },
      deliveries: [
        {
          destination: "Webhook to https://crm.example.com/leads",
          status: "failed",
          attempts: 1,
          lastError: "The webhook answered 503 Service Unavailable",
        },
      ],
    });
    expect((await get(`/lead-sites/other/leads/${saved.leadId}`)).statusCode).toBe(404);
  });

  it("retries a failed delivery, from the studio's own pages only", async () => {
    const saved = await store.saveLead("group", lead("Jo"));
    const deliveryId = await failDeliveryOf(saved.leadId);
    const retry = (site: string, headers: Record<string, string> = {}) =>
      server.app.inject({
        method: "POST",
        url: `/studio/api/lead-sites/${site}/deliveries/${deliveryId}/retry`,
        headers,
      });
    expect((await retry("group", { origin: "http://evil.example" })).statusCode).toBe(403);
    expect((await retry("other")).statusCode).toBe(404);
    const retried = await retry("group", {
      origin: "http://localhost:3000",
      host: "localhost:3000",
    });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({ id: deliveryId, status: "pending", attempts: 0 });
    expect((await store.deliveriesOf("group", saved.leadId))[0]?.status).toBe("pending");
    const again = await retry("group");
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe("Only a failed delivery can be retried");
  });

  it("exports the filtered leads as CSV, escaped and safe from formulas", async () => {
    await store.saveLead(
      "group",
      lead('=HYPERLINK("http://evil.example")', {
        phone: "+61 412 345 678",
        payload: { name: "x", last_name: "Smith, Jr", message: 'Is the "blue" one\nstill there?' },
      }),
      { now: new Date("2026-11-01T23:30:00.000Z") },
    );
    await store.saveLead("group", lead("Filtered out", { category: "Finance Enquiry" }));
    const response = await get("/lead-sites/group/leads.csv?category=General%20Enquiry&limit=1");
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      /^attachment; filename="leads-group-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    // The comment's line break is inside its quotes; rows end with CRLF.
    const [header, row, end] = response.body.replace(/^\uFEFF/, "").split("\r\n");
    expect(header).toMatch(
      /^Date \(Australia\/Perth\),Time,Lead ID,First name,Last name,Email,Phone/,
    );
    expect(row).toContain("2026-11-02,07:30,");
    expect(row).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(row).toContain(`,"Smith, Jr",`);
    expect(row).toContain(",'+61 412 345 678,");
    expect(row).toContain(`"Is the ""blue"" one\nstill there?"`);
    expect(end).toBe("");
    expect(response.body).not.toContain("Filtered out");
  });

  it("does not exist for another machine without the token", async () => {
    const remote = { remoteAddress: "203.0.113.9" };
    expect((await get("/lead-sites/group/leads", remote)).statusCode).toBe(404);
    expect((await get("/lead-sites/group/leads.csv", remote)).statusCode).toBe(404);
  });
});

describe("the Leads view's API with an access token", () => {
  const token = "s3cret-studio-token";
  let guarded: StudioTestServer;
  beforeAll(async () => {
    guarded = await studioTestServer({ token, sites: [group] });
  });
  afterAll(() => guarded.app.close());

  it("refuses a call without the token, from anywhere, and answers one with it", async () => {
    for (const remoteAddress of ["203.0.113.9", "127.0.0.1"]) {
      const refused = await guarded.app.inject({
        url: "/studio/api/lead-sites/group/leads",
        remoteAddress,
      });
      expect(refused.statusCode).toBe(401);
    }
    const allowed = await guarded.app.inject({
      url: "/studio/api/lead-sites/group/leads.csv",
      remoteAddress: "203.0.113.9",
      headers: { authorization: `Bearer ${token}` },
    });
    expect(allowed.statusCode).toBe(200);
  });
});
