import { randomBytes } from "node:crypto";
import { type AddressInfo, createServer, type Socket } from "node:net";
import { type LeadTarget, type SiteDefinition, siteDefinition } from "@storefront/schemas";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { openStore, type Store } from "../store/open-store.ts";
import { describeEachBackend, testDatabase, useTestStore } from "../store/test-backends.ts";
import { createDeliveryWorker, type DeliveryWorkerOptions } from "./delivery-worker.ts";
import { deliveryRetryDelaysMs } from "./retry-schedule.ts";
import { sendingThreadReady } from "./sending/sending-thread.ts";
import { smtpInbox, webhookReceiver } from "./test-receivers.ts";

const secret = `whsec_${randomBytes(32).toString("base64")}`;
const site: SiteDefinition = siteDefinition.parse({
  version: 1,
  slug: "harbour",
  name: "Harbour Motors",
  template: "dealer-group",
  domains: ["cars.harbour.example"],
  dealerships: [{ id: "17", slug: "harbour-toyota", name: "Harbour Toyota" }],
  integrations: { leads: { mail: { from: "leads@harbour.example", hostEnv: "LEAD_SMTP_HOST" } } },
});

const t0 = new Date("2026-11-25T01:00:00.000Z");
const minute = 60_000;
const payload = {
  name: "Jo",
  last_name: "O'Brien & Sons",
  email: "jo@example.com",
  phone: "0412 345 678",
  postcode: "4000",
  message: "Is it <still> available?",
  category: "Vehicle Enquiry",
  car_id: "42",
  stock_number: "K42",
  "Vehicle Make": "Kia",
  "Vehicle Model": "Cerato",
  trade_in: { make: "Mazda", model: "CX-5", year: 2019 },
};

/** A port nothing listens on: one just given up. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

let inbox: Awaited<ReturnType<typeof smtpInbox>>;
const env = () => ({
  LEAD_SMTP_HOST: "127.0.0.1",
  SMTP_PORT: String(inbox.port),
  SMTP_USER: "leads",
  SMTP_PASSWORD: "mail-password",
  CRM_SECRET: secret,
});
beforeAll(async () => {
  inbox = await smtpInbox({ user: "leads", password: "mail-password" });
  // Loaded from the TypeScript sources, the thread takes a second or two to start.
  await sendingThreadReady();
}, 30_000);
afterAll(() => inbox.close());

/** A worker whose clock the test moves. */
function testWorker(
  store: Store,
  clock: { now: Date },
  options: Partial<DeliveryWorkerOptions> = {},
) {
  return createDeliveryWorker({
    store,
    sites: [site],
    env: env(),
    now: () => clock.now,
    allowHttpToLoopback: true,
    smtpTimeoutMs: 5000,
    httpTimeoutMs: 5000,
    ...options,
  });
}

const saveLead = (store: Store, destinations: LeadTarget[]) =>
  store.saveLead(
    site.slug,
    {
      category: payload.category,
      dealershipSlug: "harbour-toyota",
      carId: "42",
      name: "Jo",
      email: payload.email,
      payload,
      destinations,
    },
    { now: t0 },
  );

describeEachBackend("delivering the lead outbox", (backend) => {
  const opened = useTestStore(backend);
  let store: Store;
  beforeEach(() => {
    store = opened.current();
    inbox.received.length = 0;
  });

  it("emails the lead as ADF through a real SMTP server, signed in with the site's variables", async () => {
    const { leadId } = await saveLead(store, [
      { kind: "email", to: "sales@harbour.example", format: "adf" },
    ]);
    const listed = {
      year: 2023,
      make: "Kia",
      model: "Cerato",
      stocknum: "K42",
      km: 12000,
      price: 24990,
    };
    const worker = testWorker(
      store,
      { now: t0 },
      {
        listedCar: (_site, carId) => (carId === "42" ? listed : undefined),
      },
    );
    expect(await worker.runOnce()).toBe(1);
    expect(await store.deliveriesOf(site.slug, leadId)).toMatchObject([
      { status: "delivered", attempts: 1 },
    ]);
    const [mail] = inbox.received;
    expect(mail?.to).toEqual(["sales@harbour.example"]);
    expect(mail?.from).toBe("leads@harbour.example");
    expect(mail?.headers).toMatch(new RegExp(`^X-Lead-Id: ${leadId}$`, "im"));
    expect(mail?.headers).toContain(
      "Subject: Vehicle Enquiry: Jo O'Brien & Sons about the Kia Cerato",
    );
    expect(mail?.body).toContain('<?adf version="1.0"?>');
    expect(mail?.body).toContain(`<id sequence="1" source="Harbour Motors">${leadId}</id>`);
    expect(mail?.body).toContain('<name part="last">O&apos;Brien &amp; Sons</name>');
    expect(mail?.body).toContain("<comments>Is it &lt;still&gt; available?");
    expect(mail?.body).toContain("<vendorname>Harbour Toyota</vendorname>");
    expect(mail?.body).toContain("<stock>K42</stock>");
    expect(mail?.body).toContain("<year>2023</year>");
    expect(mail?.body).toContain('<price type="asking" currency="AUD">24990</price>');
  });

  it("retries an email the SMTP server refused, and sends the plain-text format", async () => {
    const { leadId } = await saveLead(store, [
      { kind: "email", to: "sales@harbour.example", format: "text" },
    ]);
    const clock = { now: t0 };
    await testWorker(store, clock, { env: { ...env(), SMTP_PASSWORD: "wrong" } }).runOnce();
    const [refused] = await store.deliveriesOf(site.slug, leadId);
    expect(refused).toMatchObject({ status: "pending", attempts: 1 });
    expect(refused?.last_error).toContain("Invalid username or password");
    expect(inbox.received).toEqual([]);
    clock.now = new Date(t0.getTime() + minute);
    expect(await testWorker(store, clock).runOnce()).toBe(1);
    expect(await store.deliveriesOf(site.slug, leadId)).toMatchObject([
      { status: "delivered", attempts: 2 },
    ]);
    expect(inbox.received[0]?.body).toContain("last_name: O'Brien & Sons\r\n");
    expect(inbox.received[0]?.body).toContain("trade_in.make: Mazda\r\ntrade_in.model: CX-5\r\n");
    expect(inbox.received[0]?.body).not.toContain("<adf>");
  });

  it("retries a failing webhook on schedule until it answers, signed every time", async () => {
    const receiver = await webhookReceiver(secret, { failFirst: 2 });
    try {
      const { leadId } = await saveLead(store, [
        { kind: "webhook", url: receiver.url, secretEnv: "CRM_SECRET" },
      ]);
      const clock = { now: t0 };
      const worker = testWorker(store, clock);
      expect(await worker.runOnce()).toBe(1);
      expect(await store.deliveriesOf(site.slug, leadId)).toMatchObject([
        {
          status: "pending",
          attempts: 1,
          last_error: "The webhook answered 500 Internal Server Error",
          next_attempt_at: new Date(t0.getTime() + minute).toISOString(),
        },
      ]);
      clock.now = new Date(t0.getTime() + minute - 1);
      expect(await worker.runOnce()).toBe(0);
      clock.now = new Date(t0.getTime() + minute);
      expect(await worker.runOnce()).toBe(1);
      clock.now = new Date(t0.getTime() + 3 * minute);
      expect(await worker.runOnce()).toBe(1);
      expect(await store.deliveriesOf(site.slug, leadId)).toMatchObject([
        { status: "delivered", attempts: 3 },
      ]);
      expect(receiver.counts()).toEqual({ signed: 3, unsigned: 0 });
      const [arrived] = receiver.accepted;
      expect(arrived?.body).toMatchObject({
        type: "lead.created",
        data: {
          lead_id: leadId,
          site: "harbour",
          dealership_slug: "harbour-toyota",
          lead: payload,
        },
      });
      const [delivery] = await store.deliveriesOf(site.slug, leadId);
      expect(arrived?.headers["webhook-id"]).toBe(delivery?.id);
    } finally {
      await receiver.close();
    }
  });

  it("fails a delivery for good once its last attempt fails", async () => {
    const receiver = await webhookReceiver(secret, { failFirst: Number.POSITIVE_INFINITY });
    try {
      const { leadId } = await saveLead(store, [
        { kind: "webhook", url: receiver.url, secretEnv: "CRM_SECRET" },
      ]);
      const clock = { now: t0 };
      const worker = testWorker(store, clock);
      await worker.runOnce();
      for (const delay of deliveryRetryDelaysMs) {
        clock.now = new Date(clock.now.getTime() + delay);
        expect(await worker.runOnce()).toBe(1);
      }
      expect(await store.deliveriesOf(site.slug, leadId)).toMatchObject([
        { status: "failed", attempts: deliveryRetryDelaysMs.length + 1, delivered_at: null },
      ]);
      clock.now = new Date(clock.now.getTime() + 24 * 60 * minute);
      expect(await worker.runOnce()).toBe(0);
      expect(receiver.counts().signed).toBe(deliveryRetryDelaysMs.length + 1);
    } finally {
      await receiver.close();
    }
  });

  it("says why a delivery failed: plain http not allowed, a missing secret, a refused connection", async () => {
    const { leadId } = await saveLead(store, [
      { kind: "webhook", url: "http://127.0.0.1:9/leads", secretEnv: "MISSING_SECRET" },
      {
        kind: "webhook",
        url: `http://localhost:${await closedPort()}/leads`,
        secretEnv: "CRM_SECRET",
      },
    ]);
    await testWorker(store, { now: t0 }, { allowHttpToLoopback: false }).runOnce();
    const errors = (await store.deliveriesOf(site.slug, leadId)).map(
      (delivery) => delivery.last_error,
    );
    expect(errors).toEqual(
      expect.arrayContaining([
        expect.stringContaining("--allow-http-webhooks-to-loopback"),
        expect.stringContaining("--allow-http-webhooks-to-loopback"),
      ]),
    );
    await testWorker(store, { now: new Date(t0.getTime() + minute) }).runOnce();
    const again = (await store.deliveriesOf(site.slug, leadId)).map(
      (delivery) => delivery.last_error,
    );
    expect(again).toContain(
      "The environment variable MISSING_SECRET (the webhook's signing secret) is not set",
    );
    expect(again).toContainEqual(
      expect.stringMatching(/^The webhook could not be reached: .*ECONNREFUSED/),
    );
  });

  it("gives up on a webhook that takes its request and never answers, to try again later", async () => {
    const held = new Set<Socket>();
    const silent = createServer((socket) => {
      held.add(socket);
      socket.resume();
    });
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as AddressInfo;
    try {
      const { leadId } = await saveLead(store, [
        { kind: "webhook", url: `http://127.0.0.1:${port}/leads`, secretEnv: "CRM_SECRET" },
      ]);
      await testWorker(store, { now: t0 }, { httpTimeoutMs: 300 }).runOnce();
      const [delivery] = await store.deliveriesOf(site.slug, leadId);
      expect(delivery).toMatchObject({
        status: "pending",
        last_error: "The webhook did not answer within 0.3 s",
      });
    } finally {
      for (const socket of held) socket.destroy();
      await new Promise((resolve) => silent.close(resolve));
    }
  });
});

describeEachBackend("a restarted server's deliveries", (backend) => {
  // Both servers open a database set up beforehand: creating and migrating a SQLite store waits
  // for some sixty fsyncs (reopening it, three), seconds on a busy disk and no part of what is
  // tested here. The claim lapses on the worker's clock, not the wall's.
  let database: Awaited<ReturnType<typeof testDatabase>>;
  beforeAll(async () => {
    database = await testDatabase(backend);
    await (await openStore(database.location)).close();
  });
  afterAll(() => database?.drop());

  it("resume where the stopped worker left them, claims lapsing", async () => {
    const receiver = await webhookReceiver(secret);
    try {
      const first = await openStore(database.location);
      const { leadId } = await saveLead(first, [
        { kind: "webhook", url: receiver.url, secretEnv: "CRM_SECRET" },
      ]);
      // The worker takes the delivery, and the server is killed before it is sent.
      await first.claimDueDeliveries(site.slug, { limit: 10, claimMs: 5 * minute, now: t0 });
      await first.close();

      const second = await openStore(database.location);
      const clock = { now: new Date(t0.getTime() + minute) };
      const worker = testWorker(second, clock, { claimMs: 5 * minute });
      expect(await worker.runOnce()).toBe(0);
      clock.now = new Date(t0.getTime() + 5 * minute);
      expect(await worker.runOnce()).toBe(1);
      expect(await second.deliveriesOf(site.slug, leadId)).toMatchObject([
        { status: "delivered", attempts: 2 },
      ]);
      expect(receiver.accepted).toHaveLength(1);
      await second.close();
    } finally {
      await receiver.close();
    }
  });
});
