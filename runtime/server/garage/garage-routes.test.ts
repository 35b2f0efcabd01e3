import { expect, it } from "vitest";
import { host } from "../auth/sign-in-test-server.ts";
import { useSignInTestServer } from "../auth/use-sign-in-test-server.ts";
import { formLead } from "../leads/lead-test-server.ts";
import { describeEachBackend } from "../store/test-backends.ts";
import { garageMessages } from "./garage-routes.ts";

const phone = "0412345678";
const site = "group";

describeEachBackend("the garage API", (backend) => {
  const server = useSignInTestServer(backend);
  const { post } = server;

  const signIn = () => server.signIn(phone, { fields: { first_name: "Jo" } });
  const get = (url: string, cookie = "") =>
    server.app.inject({ method: "GET", url, headers: { host, cookie } });

  it("lists the shopper's saved cars, enquiries and valuations with their details", async () => {
    const cookie = await signIn();
    await post("/api/watchlist/save-car", { phone_number: phone, car_id: 1 }, { cookie });
    const lead = await post("/api/leads", formLead({ car_id: 1 }), { cookie });
    expect(lead.statusCode).toBe(201);
    // A lead sent by someone signed out is nobody's garage's.
    await post("/api/leads", {
      name: "Sam",
      phone: "0498765432",
      message: "Hi",
      form_opened_at: 0,
    });

    const garage = await get("/api/garage", cookie);
    expect(garage.statusCode).toBe(200);
    expect(garage.headers["cache-control"]).toBe("no-store");
    const body = garage.json();
    expect(body.details).toEqual({
      phone,
      name: "Jo",
      last_name: null,
      email: null,
      postcode: null,
    });
    expect(body.saved_cars).toEqual([
      expect.objectContaining({
        car_id: "1",
        car: expect.objectContaining({ title: "2022 Toyota Corolla", price: 28990 }),
        marker: null,
      }),
    ]);
    expect(body.enquiries).toEqual([
      expect.objectContaining({
        id: lead.json().lead_id,
        category: "General Enquiry",
        car_title: "2022 Toyota Corolla",
      }),
    ]);
    expect(body.valuations).toEqual([]);
    expect(body.saved_searches).toEqual([]);
    expect(body.reservations).toEqual([]);
  });

  it("lists the shopper's saved searches and the cars they reserved with a deposit", async () => {
    const cookie = await signIn();
    const shopper = await server.store.shopperByPhone(site, phone);
    if (!shopper) throw new Error("signed in, yet no shopper");
    await server.store.saveSearch(site, {
      userId: shopper.id,
      title: "Used Toyota Cars",
      origin: "https://group.localhost",
      path: "/search/toyota",
      query: "condition=used",
      email: "jo@example.com",
      knownMatches: {},
    });
    const started = await server.store.startReservation(
      site,
      {
        carId: "1",
        shopperId: shopper.id,
        amountCents: 20000,
        currency: "aud",
        provider: "stripe",
        details: {},
      },
      { paymentWindowMinutes: 30 },
    );
    if (started.outcome !== "started") throw new Error("the car was not free to reserve");
    await server.store.setPaymentReference(site, started.reservation.id, "pi_garage");
    await server.store.recordPayment("stripe", "pi_garage", { holdHours: 48 });

    const body = (await get("/api/garage", cookie)).json();
    expect(body.saved_searches).toEqual([
      expect.objectContaining({
        title: "Used Toyota Cars",
        href: "/search/toyota?condition=used",
        alerts: true,
      }),
    ]);
    expect(body.reservations).toEqual([
      expect.objectContaining({
        car_id: "1",
        car_title: "2022 Toyota Corolla",
        status: "held",
        amount_cents: 20000,
      }),
    ]);
  });

  it("edits the remembered details, naming a bad field, and refuses other sites' pages", async () => {
    const cookie = await signIn();
    const bad = await post("/api/garage/details", { name: "Jo", postcode: "40" }, { cookie });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems).toEqual([
      { path: "postcode", message: "Invalid postcode. Please enter a 4-digit number." },
    ]);
    const foreign = await post(
      "/api/garage/details",
      { name: "Eve" },
      { cookie, origin: "http://evil.example" },
    );
    expect(foreign.statusCode).toBe(403);

    const saved = await post(
      "/api/garage/details",
      { name: "Joanne", last_name: "Citizen", email: "jo@example.com", postcode: "4000" },
      { cookie },
    );
    expect(saved.statusCode).toBe(200);
    expect((await get("/api/garage", cookie)).json().details).toEqual({
      phone,
      name: "Joanne",
      last_name: "Citizen",
      email: "jo@example.com",
      postcode: "4000",
    });
  });

  it("downloads the shopper's data, then deletes the account and signs them out", async () => {
    const cookie = await signIn();
    await post("/api/watchlist/save-car", { phone_number: phone, car_id: 1 }, { cookie });
    const lead = await post("/api/leads", formLead(), { cookie });
    const exported = await get("/api/garage/export", cookie);
    expect(exported.headers["content-disposition"]).toBe(
      'attachment; filename="group-my-data.json"',
    );
    expect(exported.json()).toMatchObject({
      site: "group",
      details: { phone, first_name: "Jo" },
      watchlist: [{ car_id: "1", saved_price: 28990 }],
      enquiries: [{ id: lead.json().lead_id }],
    });

    const deleted = await post("/api/garage/delete-account", {}, { cookie });
    expect(deleted.json()).toEqual({ deleted: true });
    expect(String(deleted.headers["set-cookie"])).toContain("Max-Age=0");
    const after = await get("/api/garage", cookie);
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe(garageMessages.signedOut);
    expect(await server.store.shopperByPhone("group", phone)).toBeUndefined();
    expect(await server.store.findLead("group", lead.json().lead_id)).toMatchObject({
      user_id: null,
    });
  });

  it("answers 401 signed out, and sends the garage addresses the site does not use to its own", async () => {
    expect((await get("/api/garage")).statusCode).toBe(401);
    expect((await get("/api/garage/export")).statusCode).toBe(401);
    expect((await post("/api/garage/delete-account", {})).statusCode).toBe(401);
    const cookie = await signIn();
    const alias = await get("/mymotorama?tab=1", cookie);
    expect(alias.statusCode).toBe(301);
    expect(alias.headers.location).toBe("/my-garage?tab=1");
    expect((await get("/my-garage", cookie)).statusCode).toBe(200);
  });
});
