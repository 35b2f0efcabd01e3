import { gzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { testServer } from "../http/test-server.ts";
import type { Store } from "../store/open-store.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { formLead, leadTestServer } from "./lead-test-server.ts";

describeEachBackend("POST /api/leads", (backend) => {
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

  const post = (body: unknown, headers: Record<string, string> = {}, host = "group.localhost") =>
    app.inject({
      method: "POST",
      url: "/api/leads",
      payload: body as object,
      headers: { host, ...headers },
    });

  it("answers 201 with the lead_id once the lead and its deliveries are kept", async () => {
    const answer = await post(formLead({ dealership_slug: "group-toyota" }), {
      "user-agent": "Browser/1.0",
    });
    expect(answer.statusCode).toBe(201);
    const { lead_id } = answer.json();
    const lead = await store.findLead("group", lead_id);
    expect(lead).toMatchObject({
      name: "Jo",
      category: "General Enquiry",
      dealership_slug: "group-toyota",
      payload: {
        email: "jo@example.com",
        opt_in: true,
        source: "Website",
        user_agent: "Browser/1.0",
        lead_attributes: { linked_query_params: { utm_source: "google" } },
      },
    });
    expect(lead?.payload).not.toHaveProperty("form_opened_at");
    const deliveries = await store.deliveriesOf("group", lead_id);
    expect(deliveries).toHaveLength(2);
    expect(deliveries.map((delivery) => delivery.destination)).toEqual(
      expect.arrayContaining([
        { kind: "webhook", url: "https://crm.example.com/leads", secretEnv: "CRM_SECRET" },
        { kind: "email", to: "toyota-sales@example.com", format: "adf" },
      ]),
    );
  });

  it("sends a lead about a car to the dealership selling it", async () => {
    const answer = await post(formLead({ car_id: 42 }));
    const { lead_id } = answer.json();
    expect((await store.findLead("group", lead_id))?.dealership_slug).toBe("group-kia");
    const deliveries = await store.deliveriesOf("group", lead_id);
    expect(deliveries.map((delivery) => delivery.destination)).toContainEqual({
      kind: "email",
      to: "kia-sales@example.com",
      format: "adf",
    });
  });

  it("keeps each site's leads apart", async () => {
    const answer = await post(formLead(), {}, "other.localhost");
    expect(answer.statusCode).toBe(201);
    const { lead_id } = answer.json();
    expect(await store.findLead("group", lead_id)).toBeUndefined();
    expect(await store.findLead("other", lead_id)).toMatchObject({ name: "Jo" });
    expect(await store.deliveriesOf("other", lead_id)).toEqual([]);
  });

  it("answers 400 naming every bad field, and keeps nothing", async () => {
    const answer = await post({
      ...formLead(),
      name: " ",
      email: "not-an-email",
      postcode: "40",
      opt_in: "yes",
      lead_attributes: { visited_pages: "home" },
      colour: "red",
    });
    expect(answer.statusCode).toBe(400);
    const body = answer.json();
    expect(body.problems).toEqual(
      expect.arrayContaining([
        { path: "name", message: "This is a required field." },
        { path: "email", message: "Enter a valid email address" },
        { path: "postcode", message: "Invalid postcode. Please enter a 4-digit number." },
        { path: "opt_in", message: 'Expected true or false, found the text "yes"' },
        {
          path: "lead_attributes.visited_pages",
          message: 'Expected a list, found the text "home"',
        },
        { path: "colour", message: 'Unknown field "colour"; check its spelling or remove it' },
      ]),
    );
    expect(body.message).toMatch(/^The lead was not saved: name: This is a required field\./);
    expect(await store.listLeads("group")).toEqual([]);
  });

  it("needs an email address or a phone number", async () => {
    const { email: _email, phone: _phone, ...neither } = formLead();
    const answer = await post(neither);
    expect(answer.statusCode).toBe(400);
    expect(answer.json().problems).toEqual([
      {
        path: "email",
        message: "Enter an email address or a phone number so the dealer can reply",
      },
    ]);
  });

  it("answers 400 naming the loan a Finance Enquiry lacks, and keeps nothing", async () => {
    const answer = await post(formLead({ category: "Finance Enquiry", tags: ["YouX"], term: 5 }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({
      message:
        "The lead was not saved: amount: A Finance Enquiry needs the purchase price: send amount, in dollars",
      problems: [
        {
          path: "amount",
          message: "A Finance Enquiry needs the purchase price: send amount, in dollars",
        },
      ],
    });
    expect(await store.listLeads("group")).toEqual([]);
    const complete = await post(formLead({ category: "Finance Enquiry", amount: 28_000, term: 5 }));
    expect(complete.statusCode).toBe(201);
  });

  it("files a Careers Enquiry as a General Enquiry about a career", async () => {
    const answer = await post(formLead({ category: "Careers Enquiry" }));
    const lead = await store.findLead("group", answer.json().lead_id);
    expect(lead?.payload).toMatchObject({
      category: "General Enquiry",
      subcategory: "Career Enquiry",
    });
  });

  it("refuses a dealership the site does not have, naming the ones it has", async () => {
    const answer = await post(formLead({ dealership_slug: "nowhere-motors" }));
    expect(answer.statusCode).toBe(400);
    expect(answer.json().problems).toEqual([
      {
        path: "dealership_slug",
        message: 'This site has no dealership "nowhere-motors"; use one of group-toyota, group-kia',
      },
    ]);
  });

  it("answers a retry with the same Idempotency-Key with the first lead_id, storing nothing new", async () => {
    const lead = formLead();
    const first = await post(lead, { "idempotency-key": "submission-1" });
    const retry = await post(lead, { "idempotency-key": "submission-1" });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(retry.headers["idempotent-replayed"]).toBe("true");
    expect(await store.listLeads("group")).toHaveLength(1);
    const other = await post(formLead({ name: "Sam" }), { "idempotency-key": "submission-1" });
    expect(other.statusCode).toBe(422);
    expect(other.json().problems).toMatchObject([{ path: "Idempotency-Key" }]);
    const bad = await post(lead, { "idempotency-key": "two words" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems).toMatchObject([{ path: "Idempotency-Key" }]);
  });

  it("refuses a form whose hidden field is filled in, or that was sent too soon", async () => {
    const robot = await post(formLead({ extra_notes: "cheap watches" }));
    expect(robot.statusCode).toBe(400);
    expect(robot.json().problems).toMatchObject([{ path: "extra_notes" }]);
    const hasty = await post(formLead({ form_opened_at: Date.now() - 1000 }));
    expect(hasty.statusCode).toBe(400);
    expect(hasty.json().problems).toEqual([
      {
        path: "form_opened_at",
        message:
          "The form was sent too quickly after it was opened. Please check your details and send it again.",
      },
    ]);
    expect(await store.listLeads("group")).toEqual([]);
    const opened = Date.now() - 60_000;
    const person = await post(formLead({ form_opened_at: opened, form_sent_at: opened + 8000 }));
    expect(person.statusCode).toBe(201);
  });

  it("names the body when it cannot be read", async () => {
    const notJson = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: { host: "group.localhost", "content-type": "application/json" },
      payload: "{name:",
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().problems).toEqual([
      { path: "body", message: "The request body is not valid JSON" },
    ]);
    const huge = await post(formLead({ message: "x".repeat(70 * 1024) }));
    expect(huge.statusCode).toBe(413);
    expect(huge.json().problems).toEqual([
      { path: "body", message: "The request is larger than 65536 bytes" },
    ]);
    const inflated = await app.inject({
      method: "POST",
      url: "/api/leads",
      headers: {
        host: "group.localhost",
        "content-type": "application/json",
        "content-encoding": "gzip",
      },
      payload: gzipSync(JSON.stringify(formLead({ message: "x".repeat(1024 * 1024) }))),
    });
    expect(inflated.statusCode).toBe(413);
    const list = await post([formLead()]);
    expect(list.statusCode).toBe(400);
    expect(list.json().problems).toMatchObject([{ path: "body" }]);
  });
});

describe("the lead API's rate limit", () => {
  it("refuses a client past its leads a minute, saying when to try again", async () => {
    const app = await testServer({
      rateLimits: { searchPerMinute: 0, apiPerMinute: 0, leadsPerMinute: 2, photosPerMinute: 0 },
    });
    const send = () =>
      app.inject({
        method: "POST",
        url: "/api/leads",
        payload: formLead(),
        remoteAddress: "198.51.100.9",
      });
    expect((await send()).statusCode).toBe(201);
    expect((await send()).statusCode).toBe(201);
    const refused = await send();
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^Too many requests from this address: at most 2 a minute/,
    );
    expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    await app.close();
  });
});
