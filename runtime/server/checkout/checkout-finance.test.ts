import { afterAll, beforeAll, expect, it } from "vitest";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { checkoutTestServer } from "./checkout-test-server.ts";

const details = { name: "Jo", email: "jo@example.com", phone: "0412345678" };

describeEachBackend("a checkout's finance", (backend) => {
  const opened = useTestStore(backend);
  let served: Awaited<ReturnType<typeof checkoutTestServer>>;
  beforeAll(async () => {
    served = await checkoutTestServer(opened.current());
  });
  afterAll(() => served.close());

  const holdRequest = (cookie: string, payload: object) =>
    served.app.inject({
      method: "POST",
      url: "/api/checkout/car-1/hold-request",
      payload,
      headers: { host: "holds.localhost", origin: "http://holds.localhost", cookie },
    });

  it("refuses a structure outside the calculator's limits, naming each field", async () => {
    const jo = await served.signIn("0412345678", "holds.localhost");
    const bad = await holdRequest(jo, {
      details,
      finance: { deposit: -1, balloon: 300_000, term_years: 9 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems).toEqual([
      { path: "finance.deposit", message: "Cannot be less than 0 or more than 250000" },
      { path: "finance.balloon", message: "Cannot be less than 0 or more than 250000" },
      { path: "finance.term_years", message: "Cannot be less than 1 or more than 7" },
    ]);
    const missing = await holdRequest(jo, { details, finance: { deposit: 5000 } });
    expect(missing.json().message).toContain("finance.balloon: Enter an amount in dollars");
    expect(missing.json().message).toContain("finance.term_years: Enter the loan term in years");
    // This site's calculator stops at 5 years.
    const long = await holdRequest(jo, {
      details,
      finance: { deposit: 5000, balloon: 0, term_years: 6 },
    });
    expect(long.statusCode).toBe(400);
    expect(long.json().problems).toEqual([
      { path: "finance.term_years", message: "Cannot be less than 1 or more than 5" },
    ]);
  });

  it("starts the step where the calculator does and sends the structure and its weekly repayment to the dealer", async () => {
    const jo = await served.signIn("0412345678", "holds.localhost");
    const answer = await served.app.inject({
      method: "GET",
      url: "/api/checkout/car-1",
      headers: { host: "holds.localhost", cookie: jo },
    });
    expect(answer.json().finance).toMatchObject({
      deposit: 0,
      balloon: 0,
      term_years: 5,
      amount: 30_000,
      rate_percent: 10,
      term: { min: 1, max: 5 },
    });
    const sent = await holdRequest(jo, {
      details,
      finance: { deposit: 5000, balloon: 3000, term_years: 4 },
    });
    expect(sent.statusCode).toBe(201);
    const payload = (await opened.current().findLead("holds", sent.json().lead_id))
      ?.payload as Record<string, unknown>;
    const finance = {
      deposit: 5000,
      balloon: 3000,
      term_years: 4,
      amount: 30_000,
      rate_percent: 10,
    };
    expect(payload.finance).toMatchObject(finance);
    const weekly = (payload.finance as { weekly_repayment: string }).weekly_repayment;
    expect(weekly).toMatch(/^\$\d+$/);
    expect(String(payload.message)).toContain(
      `Finance wanted: deposit $5,000, balloon $3,000, 4 years; ${weekly} a week at 10% p.a. on $30,000 (indicative).`,
    );
    // A shorter term repays more each week.
    const shorter = await holdRequest(jo, {
      details,
      finance: { deposit: 5000, balloon: 3000, term_years: 2 },
    });
    const shorterPayload = (await opened.current().findLead("holds", shorter.json().lead_id))
      ?.payload as { finance: { weekly_repayment: string } };
    const dollars = (text: string) => Number(text.replace(/[$,]/g, ""));
    expect(dollars(shorterPayload.finance.weekly_repayment)).toBeGreaterThan(dollars(weekly));
  });
});
