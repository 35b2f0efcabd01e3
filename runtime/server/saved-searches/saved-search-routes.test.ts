import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { savedSearchMessages } from "@storefront/rules/shopper/saved-search-alerts";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import {
  host,
  postFrom,
  printingCodeProvider,
  signInThrough,
} from "../auth/sign-in-test-server.ts";
import type { ServerContext } from "../http/app.ts";
import { testCarWith, testServer } from "../http/test-server.ts";
import { smtpInbox } from "../outbox/test-receivers.ts";
import { storefrontPlugins } from "../plugins.ts";
import type { StockStore } from "../stock/stock-store.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { createSearchAlerts } from "./search-alerts.ts";
import { searchAlertsPlugin } from "./search-alerts-plugin.ts";
import { unsubscribeTokens } from "./unsubscribe-token.ts";

const car = (id: number, make: string, model: string, price: number) =>
  testCarWith({
    id,
    slug: `2022-${make}-${model}-s${id}`.toLowerCase(),
    make,
    model,
    make_model: `${make} > ${model}`,
    stocknum: `S${id}`,
    price,
  });
const corolla = car(1, "Toyota", "Corolla", 28_990);
const phone = "0412345678";
const mail = { user: "alerts", password: "alerts-password" };

/** A stand-in for Twilio's Messaging API: keeps each message posted to it with its sign-in. */
async function smsReceiver() {
  const received: { path: string; authorization: string; form: URLSearchParams }[] = [];
  const server: Server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk) => {
      body += chunk;
    });
    request.on("end", () => {
      received.push({
        path: request.url ?? "",
        authorization: request.headers.authorization ?? "",
        form: new URLSearchParams(body),
      });
      response.writeHead(201, { "content-type": "application/json" }).end('{"sid":"SM1"}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describeEachBackend("saved searches and their alerts", (backend) => {
  const opened = useTestStore(backend);
  let app: FastifyInstance;
  let stock: StockStore;
  let context: ServerContext;
  let inbox: Awaited<ReturnType<typeof smtpInbox>>;
  let texts: Awaited<ReturnType<typeof smsReceiver>>;
  let env: Record<string, string>;
  const { provider, lastCode } = printingCodeProvider();
  let post: ReturnType<typeof postFrom>;

  beforeAll(async () => {
    inbox = await smtpInbox(mail);
    texts = await smsReceiver();
    env = {
      TWILIO_ACCOUNT_SID: "AC1",
      TWILIO_AUTH_TOKEN: "token",
      TWILIO_SMS_FROM: "+61400000000",
      TWILIO_API_BASE_URL: texts.url,
      SMTP_HOST: "127.0.0.1",
      SMTP_PORT: String(inbox.port),
      SMTP_USER: mail.user,
      SMTP_PASSWORD: mail.password,
    };
    app = await testServer({
      store: opened.current(),
      rateLimits: false,
      vehicles: [corolla],
      plugins: [
        ...storefrontPlugins({ provider }),
        searchAlertsPlugin({ env, pollMs: 50 }),
        (_app, served) => {
          context = served;
          stock = served.stock;
        },
      ],
    });
    await app.ready();
    post = postFrom(app);
  });
  afterAll(async () => {
    await app.close();
    await inbox.close();
    await texts.close();
  });
  beforeEach(() => {
    stock.replace([corolla]);
    inbox.received.length = 0;
    texts.received.length = 0;
  });

  const signIn = () => signInThrough(app, lastCode, phone);
  const list = (cookie: string) =>
    app.inject({ method: "GET", url: "/api/saved-searches", headers: { host, cookie } });
  const toyotas = { path: "/search/toyota", query: "sort=x", title: "Used Toyota Cars" };

  // Each test signs in and goes through the server several times; a busy machine is slow at it.
  const slow = { timeout: 30_000 };

  it(
    "saves the search page a shopper is on, asking for an email when none is on record",
    slow,
    async () => {
      expect((await post("/api/saved-searches", toyotas)).json()).toEqual({
        success: false,
        error: savedSearchMessages.signedOut,
      });
      const cookie = await signIn();
      const noEmail = await post("/api/saved-searches", toyotas, { cookie });
      expect(noEmail.statusCode).toBe(400);
      expect(noEmail.json().problems).toEqual([
        { path: "email", message: savedSearchMessages.emailNeeded },
      ]);
      const bad = await post(
        "/api/saved-searches",
        { path: "/cars/x", title: "", email: "nope", extra: 1 },
        { cookie },
      );
      expect(
        bad
          .json()
          .problems.map((problem: { path: string }) => problem.path)
          .sort(),
      ).toEqual(["email", "extra", "path", "title"]);
      const nowhere = await post(
        "/api/saved-searches",
        { ...toyotas, path: "/search/no-such-make", email: "sam@example.com" },
        { cookie },
      );
      expect(nowhere.json().problems).toEqual([
        { path: "path", message: "This site has no search at that path" },
      ]);

      const saved = await post(
        "/api/saved-searches",
        { ...toyotas, email: "sam@example.com" },
        {
          cookie,
        },
      );
      expect(saved.statusCode).toBe(201);
      const listed = (await list(cookie)).json().saved_searches;
      expect(listed).toEqual([
        expect.objectContaining({
          title: "Used Toyota Cars",
          href: "/search/toyota?sort=x",
          email: "sam@example.com",
          alerts: true,
        }),
      ]);
      const deleted = await app.inject({
        method: "DELETE",
        url: `/api/saved-searches/${listed[0].id}`,
        headers: { host, origin: `http://${host}`, cookie },
      });
      expect(deleted.json()).toEqual({ success: true });
      expect((await list(cookie)).json().saved_searches).toEqual([]);
    },
  );

  it(
    "emails new matches and price drops once new stock is served, and the unsubscribe link stops them",
    slow,
    async () => {
      const cookie = await signIn();
      await post("/api/saved-searches", { ...toyotas, email: "sam@example.com" }, { cookie });
      const yaris = car(2, "Toyota", "Yaris", 21_500);
      stock.replace([{ ...corolla, price: 27_990 }, yaris, car(3, "Kia", "Rio", 18_000)]);
      await expect.poll(() => inbox.received.length, { timeout: 10_000 }).toBe(1);
      const [email] = inbox.received;
      const headers = email?.headers.replace(/\r\n\s+/g, " ");
      expect(email?.to).toEqual(["sam@example.com"]);
      expect(headers).toMatch(
        /^Subject: New matches and price drops for your saved search: Used Toyota Cars/m,
      );
      expect(email?.body).toContain("2022 Toyota Yaris, $21,500");
      expect(email?.body).toContain(`http://${host}/cars/${yaris.slug}`);
      expect(email?.body).toContain("2022 Toyota Corolla, now $27,990 (was $28,990)");
      expect(email?.body).not.toContain("Kia");
      const link = email?.body.match(/http:\/\/\S+unsubscribe\?token=\S+/)?.[0] ?? "";
      expect(headers).toContain(`List-Unsubscribe: <${link}>`);
      // The site has a text message provider: the shopper's phone hears too.
      await expect.poll(() => texts.received.length, { timeout: 10_000 }).toBe(1);
      const [text] = texts.received;
      expect(text?.path).toBe("/2010-04-01/Accounts/AC1/Messages.json");
      expect(text?.authorization).toBe(`Basic ${Buffer.from("AC1:token").toString("base64")}`);
      expect(Object.fromEntries(text?.form ?? [])).toEqual({
        From: "+61400000000",
        To: "+61412345678",
        Body: `Group Motors: 1 new and 1 cheaper for your saved search "Used Toyota Cars": http://${host}/search/toyota?sort=x Stop alerts: ${link}`,
      });

      // Within the day, more news waits; a day on, it goes.
      const alerts = createSearchAlerts(
        {
          store: opened.current(),
          sites: context.sites,
          engines: context.engines,
          tokens: await unsubscribeTokens(opened.current()),
        },
        { env, now: () => new Date(Date.now() + 60_000) },
      );
      stock.replace([corolla, yaris, car(4, "Toyota", "Camry", 35_000)]);
      await context.engines.settled();
      expect(await alerts.check()).toBe(0);

      const unsubscribed = await app.inject({
        method: "GET",
        url: link.replace(/^http:\/\/[^/]+/, ""),
        headers: { host },
      });
      expect(unsubscribed.statusCode).toBe(200);
      expect(unsubscribed.body).toContain(savedSearchMessages.unsubscribed);
      const later = createSearchAlerts(
        {
          store: opened.current(),
          sites: context.sites,
          engines: context.engines,
          tokens: await unsubscribeTokens(opened.current()),
        },
        { env, now: () => new Date(Date.now() + 2 * 86_400_000) },
      );
      expect(await later.check()).toBe(0);
      expect((await list(cookie)).json().saved_searches[0].alerts).toBe(false);

      const forged = await app.inject({
        method: "GET",
        url: `${link.replace(/^http:\/\/[^/]+/, "").slice(0, -3)}abc`,
        headers: { host },
      });
      expect(forged.statusCode).toBe(404);
      expect(forged.body).toContain(savedSearchMessages.badLink);
    },
  );
});
