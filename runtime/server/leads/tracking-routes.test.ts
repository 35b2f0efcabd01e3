import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import type { Store } from "../store/open-store.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { kiaCar, leadTestServer } from "./lead-test-server.ts";

describeEachBackend("the vehicle page's counters", (backend) => {
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

  const view = (slug: string, query = "", host = "group.localhost") =>
    app.inject({ url: `/api/cars/${slug}/view.json${query}`, headers: { host } });
  const call = (body: unknown, host = "group.localhost") =>
    app.inject({
      method: "POST",
      url: "/api/lead-calls",
      payload: body as object,
      headers: { host },
    });

  it("counts each view and answers the views with the car's current fields", async () => {
    const query = "?photos_count=12&updated_at=2026-11-20T09:00:00%2B10:00&website_id=group";
    expect((await view(kiaCar.slug, query)).json()).toEqual({
      views: kiaCar.views + 1,
      car_fields: {
        photos_count: 12,
        updated_at: "2026-11-20T09:00:00+10:00",
        status: "in_stock",
        price: 24990,
      },
    });
    const second = await view(kiaCar.slug, query);
    expect(second.json().views).toBe(kiaCar.views + 2);
    expect(second.headers["cache-control"]).toBe("no-store");
    expect((await view(kiaCar.slug, "", "other.localhost")).json().views).toBe(kiaCar.views + 1);
  });

  it("counts no view of a car the site does not sell, nor of a bad query", async () => {
    const unknown = await view("1999-nothing-here");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().problems).toMatchObject([{ path: "slug" }]);
    const bad = await view(kiaCar.slug, "?photos_count=many");
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems).toMatchObject([{ path: "photos_count" }]);
    expect(await store.vehicleViews("group", kiaCar.slug)).toBe(0);
  });

  it("records a phone reveal for the car", async () => {
    const answer = await call({ car_id: 42, dealership_id: "d2", website_id: "group" });
    expect(answer.statusCode).toBe(201);
    await call({ car_id: "42" });
    expect(await store.countLeadCalls("group", "42")).toBe(2);
    expect(await store.countLeadCalls("other", "42")).toBe(0);
  });

  it("refuses a call without a car, or for a car the site does not sell", async () => {
    const missing = await call({ dealership_id: "d2" });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().problems).toEqual([
      { path: "car_id", message: "This is a required field." },
    ]);
    const unknown = await call({ car_id: 7 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().problems).toEqual([
      { path: "car_id", message: "This site sells no car with id 7" },
    ]);
  });
});
