import { withDefaultPages } from "@storefront/schemas";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printingCodeProvider, signInThrough } from "../auth/sign-in-test-server.ts";
import { checkoutMessages } from "../checkout/checkout-routes.ts";
import type { PageRenderer } from "../http/page-response.ts";
import { testServer } from "../http/test-server.ts";
import { formLead } from "../leads/lead-test-server.ts";
import { storefrontPlugins } from "../plugins.ts";
import { createSiteEngines } from "../site-engines.ts";
import { createSiteRegistry } from "../sites/site-registry.ts";
import { createPageRenderer } from "../ssr/page-renderer.ts";
import { StockStore } from "../stock/stock-store.ts";
import { otherSite, otherStock } from "./other-site-fixture.ts";

/**
 * A dealer that is not the demo group, with a feed in the awkward shapes feeds send, served as
 * `npm run serve` serves it (pages rendered on the server, every storefront route): no answer
 * is a server error, what does not exist is a 404, and each page shows what the site's
 * settings and the spec say.
 */
const host = "outback.localhost";
const everest = "/cars/2021-ford-everest-trend-9002";
let app: FastifyInstance;
let renderPage: PageRenderer;
const site = withDefaultPages(otherSite);
// A second site on the same feed that names no dealerships, and so sells the whole feed.
const wholeFeedSite = {
  ...otherSite,
  slug: "whole-feed",
  name: "Whole Feed Cars",
  domains: ["whole.localhost"],
  dealerships: [],
  locations: [],
};
const { provider, lastCode } = printingCodeProvider();
beforeAll(async () => {
  const registry = createSiteRegistry([site, withDefaultPages(wholeFeedSite)]);
  const engines = createSiteEngines(registry.sites, new StockStore(otherStock));
  renderPage = createPageRenderer(engines);
  app = await testServer({
    sites: [otherSite, wholeFeedSite],
    vehicles: otherStock,
    renderPage,
    rateLimits: false,
    plugins: storefrontPlugins({ provider }),
  });
});
afterAll(() => app.close());

const get = (url: string, cookie = "") => app.inject({ url, headers: { host, cookie } });
const post = (url: string, payload: object, cookie = "") =>
  app.inject({
    method: "POST",
    url,
    payload,
    headers: { host, origin: `http://${host}`, cookie },
  });
/** What a page says, without its markup, scripts and embedded data. */
const textOf = async (url: string, cookie = "") => {
  const response = await get(url, cookie);
  expect(response.statusCode, url).toBe(200);
  return response.body
    .replace(/<(script|style)[\s\S]*?<\/\1>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replaceAll("&#x27;", "'")
    .replaceAll("&amp;", "&")
    .replace(/\s+/g, " ");
};

// The first page rendered loads every block's code.
describe("another dealer's site and feed", { timeout: 30_000 }, () => {
  it("answers every route without a server error, and 404s what the site does not have", async () => {
    const expected: Record<string, number> = {
      "/": 200,
      "/home": 200,
      "/search/used-cars": 200,
      "/search/new-used-and-demo-cars/?make=Ford&sortBy=cars_price_asc&km=0:70000": 200,
      "/search/outback-ford": 200,
      "/search/ford/ranger": 200,
      "/search/toyota": 404,
      "/ford/overview": 200,
      "/ranger": 200,
      // Models found only in a car sold before the window or hidden from the website.
      "/focus": 404,
      "/puma": 404,
      "/search/ford/focus": 404,
      "/search/ford/puma": 404,
      ...Object.fromEntries(otherStock.map((car) => [`/cars/${car.slug}`, 200])),
      "/cars/2018-ford-focus-trend-9005": 404, // sold a month ago, past the site's 7 days
      "/cars/2023-ford-puma-st-line-9007": 404, // hidden from the dealer website
      "/print?car_id=2019-ford-ranger-xlt-9001": 200,
      "/print?car_id=2018-ford-focus-trend-9005": 404,
      "/api/cars/2019-ford-ranger-xlt-9001/pdf": 200,
      "/api/cars/2018-ford-focus-trend-9005/pdf": 404,
      "/finance": 200,
      "/finance-enquiry": 200,
      "/apply-for-finance": 200,
      "/finance-pre-approval": 200,
      "/personalised/finance?car_id=9002": 200,
      "/sign-in?type=watchlist&redirect=%2F&back=%2F": 200,
      [`${everest}/buy-online`]: 302,
      "/checkout-journey?car_id=2021-ford-everest-trend-9002": 302,
      "/trade-in": 302,
      "/myblinkr": 302,
      "/dealer-locator": 200,
      "/locations/kalgoorlie": 200,
      "/contact-us/kalgoorlie": 200,
      "/locations/perth": 404,
      "/locations/boulder": 404, // hidden from the website
      "/special-offers": 200,
      "/offers/123": 404,
      "/offers/group-only": 404, // excluded from this site
      "/success": 200,
      "/contact": 200,
      "/about-us": 200,
      "/eofy": 200, // a company page every site has
      "/no-such-page": 404,
    };
    const answered: Record<string, number> = {};
    for (const url of Object.keys(expected)) answered[url] = (await get(url)).statusCode;
    expect(answered).toEqual(expected);

    // The sitemap names the cars that have a page, and only those.
    const sitemap = (await get("/sitemap.xml")).body;
    expect(sitemap).toContain("<loc>http://outback.localhost/ranger</loc>");
    expect(sitemap).not.toMatch(/outback\.localhost\/(focus|puma)</);
    const cars = [...sitemap.matchAll(/<loc>http:\/\/outback\.localhost(\/cars\/[^<]+)<\/loc>/g)];
    expect(cars.map((match) => match[1]).sort()).toEqual(
      Object.entries(expected)
        .filter(([url, status]) => url.startsWith("/cars/") && status === 200)
        .map(([url]) => url)
        .sort(),
    );
  });

  it("shows each awkward car of the feed as the site's settings say", async () => {
    const noPrice = await textOf("/cars/2019-ford-ranger-xlt-9001");
    expect(noPrice).toContain("2019 Ford Ranger XLT Enquire for price.");
    expect(noPrice).toContain("Photos coming soon");
    expect(noPrice).toContain("Unregistered"); // regoExpiredText
    expect(noPrice).toContain("Call 08 9021 0000"); // phoneReveal: direct
    // Finance figures need a priced, in-stock car: no calculator and no link to it.
    expect(noPrice).not.toContain("Finance Calculator");
    expect((await get("/cars/2019-ford-ranger-xlt-9001")).body).not.toContain(
      "#finance-calculator",
    );
    expect(noPrice).not.toContain("Reserve for");

    const videoOnly = await get(everest);
    expect(videoOnly.body).toContain(`href="${everest}/buy-online"`);
    expect(videoOnly.body).not.toContain(`href="${everest}/checkout"`);
    const everestText = await textOf(everest);
    expect(everestText).toContain("$52,990 Drive Away Reserve for $500");
    expect(everestText).toContain("Finance $171 /wk"); // Angle: priced, purchasable, weekly figure
    expect(everestText).toMatch(/Finance Calculator[\s\S]*Enquire Now/); // finance callToAction
    expect(everestText).not.toContain("Get Finance Now");

    const reserved = await textOf("/cars/2022-ford-escape-st-line-9004");
    expect(reserved).toContain("$41,990 Reserved");
    expect(reserved).not.toContain("Reserve for");
    expect(noPrice).toContain("Located at Outback Ford");
    // A site shows only the dealership names it owns.
    const elsewhere = await app.inject({
      url: "/cars/2019-ford-ranger-xlt-9001",
      headers: { host: "whole.localhost" },
    });
    expect(elsewhere.statusCode).toBe(200);
    expect(elsewhere.body).toContain("2019 Ford Ranger XLT");
    expect(elsewhere.body).not.toContain("Outback Ford");
    const sold = await textOf("/cars/2020-ford-ranger-wildtrak-9003");
    expect(sold).toContain("Unfortunately this car recently sold.");
    expect(sold).toContain("Find Me Something Similar");
    expect(sold).not.toContain("Finance Calculator");
    expect(sold).not.toContain("Enquire Now");
    expect(await textOf("/print?car_id=2019-ford-ranger-xlt-9001")).toContain("Enquire for price.");
    const pdf = await get("/api/cars/2019-ford-ranger-xlt-9001/pdf");
    expect(pdf.headers["content-type"]).toBe("application/pdf");
  });

  it("searches the feed by the site's rules: its sold window, tags, sorting and dealership", async () => {
    const used = await textOf("/search/used-cars");
    expect(used).toContain("3 vehicles");
    expect(used).toContain("SOLD OUT WEST 2020 Ford Ranger");
    expect(used).toContain("2019 Ford Ranger XLT Enquire for price.");
    const cheapestFirst = await textOf("/search/new-used-and-demo-cars/?sortBy=cars_price_asc");
    expect(cheapestFirst).not.toContain("Ford Ranger XLT"); // priceAscendingExcludesZero
    expect(cheapestFirst.indexOf("Ford Escape")).toBeLessThan(cheapestFirst.indexOf("Everest"));
    // The feed names the dealership by id only: the site's dealership page still finds its cars.
    expect(await textOf("/search/outback-ford")).toContain(
      "Outback Ford Stock for Sale 5 vehicles",
    );
  });

  it("uses the site's own menus, finance wording and location hours, and has no offers", async () => {
    const home = await textOf("/");
    expect(home).toContain("Home Our Utes Get Approved");
    expect(home).not.toContain("Deals"); // an offers link shows only when there are offers
    expect(await textOf("/special-offers")).toContain(
      "There appears to be no offers currently available that meet the conditions of your search",
    );
    const finance = await textOf("/finance");
    expect(finance).toContain("$300,000"); // quickPriceOptions: premium
    expect(finance).toContain("Postcode *"); // forms.financePostcode
    expect(finance).toContain("6.29% p.a. with a comparison rate of 8.19% p.a."); // sampleWording
    expect(finance).toContain("Get Approved"); // buttonText
    expect(finance).not.toContain("Apply online"); // sidePanel off
    const quote = await post("/api/youx/quote", {
      selfAssessedCreditScore: "GREAT",
      purchasePrice: 500_000, // a premium quick price
      loanTerm: 5,
      year: 2021,
    });
    expect(quote.statusCode).toBe(200);
    expect(quote.json()).toMatchObject({
      advertisedRate: 10,
      weeklyRepaymentAmount: expect.any(Number),
    });
    const customer = await post("/api/youx/create-customer", {
      data: {
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 500_000,
        loanTerm: 5,
        phoneNumber: "0412345678",
        firstName: "Jo",
        email: "jo@example.com",
        postCode: "6430",
      },
      additionalData: formLead({
        category: "Finance Enquiry",
        tags: ["YouX"],
        amount: 45_000,
        term: 5,
      }),
    });
    expect(customer.json()).toEqual({ redirectUrl: "https://apply.angle.example/outback" });
    expect(await textOf("/locations/kalgoorlie")).toContain("Saturday By appointment only");
    // Each route to a location's page names the one address and describes that location.
    const locationHead = (await renderPage(site, "/contact-us/kalgoorlie", `http://${host}`)).head;
    expect(locationHead).toMatchObject({
      canonical: `http://${host}/locations/kalgoorlie`,
      description: expect.stringMatching(/^Outback Ford Kalgoorlie, .+ Call 08 9021 0000\.$/),
    });
    // Book a Service: the booking form; the site's only location sells, so no service centres.
    const service = await textOf("/service");
    expect(service).toContain("Book your service Vehicle make, model and year *");
    expect(service).not.toContain("Our Service Centres");
    // forms.enquiryLocationField: the contact page's enquiry asks which location.
    const contact = (await get("/contact")).body;
    expect(contact).toMatch(/<select[^>]*name="location"/);
    expect(contact).toContain('<option value="Outback Ford Kalgoorlie">');
    expect(await textOf("/dealer-locator")).not.toContain("Boulder");
    expect(contact).not.toContain('<option value="Outback Ford Boulder">');
  });

  it("takes leads and signs a shopper in, who then reaches the site's checkout at /buy-online", async () => {
    const lead = await post(
      "/api/leads",
      formLead({ url: `http://${host}${everest}`, car_id: 9002 }),
    );
    expect(lead.statusCode).toBe(201);
    expect(lead.json().lead_id).toEqual(expect.any(String));
    const bad = await post("/api/leads", formLead({ email: "not-an-email", phone: "" }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain("email");

    const signedOut = await get(`${everest}/buy-online`);
    expect(signedOut.headers.location).toBe(
      `/sign-in?type=checkout&redirect=${encodeURIComponent(`${everest}/buy-online`)}&back=%2F`,
    );
    const cookie = await signInThrough(app, lastCode, "0412345678", { onHost: host });

    expect((await get(`${everest}/buy-online`, cookie)).statusCode).toBe(200);
    expect(
      (await get("/checkout-journey?car_id=2021-ford-everest-trend-9002", cookie)).statusCode,
    ).toBe(200);
    expect((await get("/checkout-journey?car_id=no-such-car", cookie)).statusCode).toBe(404);
    expect((await get(`${everest}/checkout`, cookie)).statusCode).toBe(404);
    expect((await get("/cars/2023-ford-puma-st-line-9007/buy-online", cookie)).statusCode).toBe(
      404,
    );
    expect((await get("/api/checkout/2021-ford-everest-trend-9002", cookie)).json()).toMatchObject({
      state: "open",
      deposit_cents: 50_000,
      hold_hours: 24,
    });
    expect((await get("/api/checkout/2022-ford-escape-st-line-9004", cookie)).json()).toMatchObject(
      {
        state: "reserved",
      },
    );
    expect((await get("/api/checkout/2019-ford-ranger-xlt-9001", cookie)).json()).toMatchObject({
      state: "not-offered",
    });
    for (const unlisted of ["2018-ford-focus-trend-9005", "2023-ford-puma-st-line-9007"]) {
      const refused = await get(`/api/checkout/${unlisted}`, cookie);
      expect(refused.statusCode).toBe(404);
      expect(refused.json()).toMatchObject({ error: checkoutMessages.unknownCar });
    }
    expect((await get("/myblinkr", cookie)).statusCode).toBe(200);
    expect((await get("/my-garage", cookie)).headers.location).toBe("/myblinkr");
  });
});
