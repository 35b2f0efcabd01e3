import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Store } from "../store/open-store.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { formLead, leadTestServer } from "./lead-test-server.ts";

const tradeIn = {
  rego: "ABC123",
  rego_state: "NSW",
  make: "Mazda",
  model: "CX-5",
  year: 2019,
  km: 84000,
};

describeEachBackend("POST /api/leads: the test drive's and trade-in's fields", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await leadTestServer(opened.current());
  });
  afterAll(() => app.close());
  beforeEach(() => {
    store = opened.current();
  });

  const post = (body: unknown) =>
    app.inject({
      method: "POST",
      url: "/api/leads",
      payload: body as object,
      headers: { host: "group.localhost" },
    });

  it("keeps a test drive's preferred date and time", async () => {
    const answer = await post(
      formLead({ category: "Test Drive", preferred_date: "2026-12-01", preferred_time: "10:30" }),
    );
    expect(answer.statusCode).toBe(201);
    const lead = await store.findLead("group", answer.json().lead_id);
    expect(lead).toMatchObject({
      category: "Test Drive",
      payload: { preferred_date: "2026-12-01", preferred_time: "10:30" },
    });
  });

  it("keeps the car offered in trade with the lead helpers' fields", async () => {
    const answer = await post(
      formLead({ category: "Trade In", trade_in: tradeIn, car_id: 42, car_dealership_id: "d2" }),
    );
    expect(answer.statusCode).toBe(201);
    const lead = await store.findLead("group", answer.json().lead_id);
    expect(lead?.payload).toMatchObject({
      trade_in: tradeIn,
      car_id: "42",
      car_dealership_id: "d2",
      source: "Website",
      lead_attributes: { visited_pages: ["/", "/cars/2023-kia-cerato-s-k42"] },
    });
  });

  it("keeps an offer-accepted lead that follows an earlier one", async () => {
    const first = await post(formLead());
    const answer = await post(
      formLead({
        category: "Finance",
        subcategory: "3. Offer Accepted",
        lead_id: first.json().lead_id,
        form_completed: true,
        offer_accepted: true,
      }),
    );
    expect(answer.statusCode).toBe(201);
    expect((await store.findLead("group", answer.json().lead_id))?.payload).toMatchObject({
      subcategory: "3. Offer Accepted",
      offer_accepted: true,
    });
  });

  it("refuses a bad date, time, state, year or km, naming each, and keeps nothing", async () => {
    const before = (await store.listLeads("group")).length;
    const answer = await post(
      formLead({
        preferred_date: "1/12/2026",
        preferred_time: "half ten",
        trade_in: { ...tradeIn, rego_state: "XYZ", year: 1850, km: -4 },
      }),
    );
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().problems.map((problem: { path: string }) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "preferred_date",
        "preferred_time",
        "trade_in.rego_state",
        "trade_in.year",
        "trade_in.km",
      ]),
    );
    expect(await store.listLeads("group")).toHaveLength(before);
  });

  it("refuses a trade-in without its make, model and year, and unknown fields in it", async () => {
    const answer = await post(formLead({ trade_in: { rego: "ABC123", colour: "red" } }));
    expect(answer.statusCode).toBe(400);
    const paths = answer.json().problems.map((problem: { path: string }) => problem.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        "trade_in.make",
        "trade_in.model",
        "trade_in.year",
        "trade_in.colour",
      ]),
    );
  });
});
