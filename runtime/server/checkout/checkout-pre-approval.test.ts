import { afterAll, beforeAll, expect, it } from "vitest";
import { formLead } from "../leads/lead-test-server.ts";
import { describeEachBackend, useTestStore } from "../store/test-backends.ts";
import { preApprovalNotYours } from "./checkout-pre-approval.ts";
import { checkoutTestServer } from "./checkout-test-server.ts";

const details = { name: "Jo", email: "jo@example.com", phone: "0412345678" };
const host = "holds.localhost";

describeEachBackend("a checkout's finance pre-approval", (backend) => {
  const opened = useTestStore(backend);
  let served: Awaited<ReturnType<typeof checkoutTestServer>>;
  beforeAll(async () => {
    served = await checkoutTestServer(opened.current());
  });
  afterAll(() => served.close());

  const call = (method: "GET" | "POST", url: string, cookie: string, payload?: object) =>
    served.app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { host, origin: `http://${host}`, cookie },
    });
  const preApprovalsOf = async (cookie: string) =>
    (await call("GET", "/api/checkout/car-1", cookie)).json().pre_approvals;

  it("offers only the shopper's own finance journey applications and sends the one attached to the dealer", async () => {
    const jo = await served.signIn("0412345678", host);
    const sam = await served.signIn("0498765432", host);
    expect(await preApprovalsOf(jo)).toEqual([]);
    const applied = await call(
      "POST",
      "/api/leads",
      jo,
      formLead({ category: "Finance Enquiry", tags: ["YouX"], amount: 28_000, term: 5 }),
    );
    expect(applied.statusCode).toBe(201);
    const id = applied.json().lead_id;
    const [preApproval] = await preApprovalsOf(jo);
    expect(preApproval).toMatchObject({
      id,
      amount: 28_000,
      term_years: 5,
      lender: "YouX",
      status: "applied",
    });
    // Another shopper sees none of Jo's, and cannot attach it.
    expect(await preApprovalsOf(sam)).toEqual([]);
    const stolen = await call("POST", "/api/checkout/car-1/hold-request", sam, {
      details,
      pre_approval_id: id,
    });
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().problems).toEqual([
      { path: "pre_approval_id", message: preApprovalNotYours },
    ]);
    // A pre-approval and a structure together are one too many.
    const both = await call("POST", "/api/checkout/car-1/hold-request", jo, {
      details,
      pre_approval_id: id,
      finance: { deposit: 0, balloon: 0, term_years: 3 },
    });
    expect(both.statusCode).toBe(400);

    const sent = await call("POST", "/api/checkout/car-1/hold-request", jo, {
      details,
      pre_approval_id: id,
    });
    expect(sent.statusCode).toBe(201);
    const payload = (await opened.current().findLead("holds", sent.json().lead_id))
      ?.payload as Record<string, unknown>;
    expect(payload.pre_approval).toMatchObject({ id, amount: 28_000, lender: "YouX" });
    expect(payload.finance).toBeUndefined();
    expect(String(payload.message)).toMatch(
      new RegExp(
        `Finance pre-approval applied for with YouX on \\d+ \\w+ \\d{4} \\(\\$28,000 over 5 years\\); status: applied, the lender's decision not yet known \\(finance application ${id}\\)\\.`,
      ),
    );
  }, 20_000);

  it("still offers a finance application kept before its amount and term were required", async () => {
    const kept = await opened.current().saveLead("holds", {
      category: "Finance Enquiry",
      name: "Jo",
      phone: "0411 222 333",
      claimPhone: "0411 222 333",
      payload: { name: "Jo", phone: "0411 222 333", category: "Finance Enquiry", tags: ["YouX"] },
      destinations: [],
    });
    const jo = await served.signIn("0411222333", host);
    expect(await preApprovalsOf(jo)).toEqual([
      expect.objectContaining({ id: kept.leadId, amount: null, term_years: null, lender: "YouX" }),
    ]);
  }, 20_000);
});
