import type { FinanceEnquiryValues } from "@storefront/schemas/leads/finance-enquiry";
import { describe, expect, it, vi } from "vitest";
import { createCustomer, verifyCode } from "./finance-calls.ts";
import { type FinanceSending, sendFinanceEnquiry } from "./finance-submission.ts";

const values: FinanceEnquiryValues = {
  amount: 45_000,
  term: 4,
  selfAssessedCreditScore: "DECENT",
  whoIsHelping: "Sam",
  name: "Jo",
  last_name: "Citizen",
  email: "jo@example.com",
  phone: "0412345678",
  code: "123456",
  postcode: "4000",
  subscribe: true,
};
const car = {
  id: "48213",
  title: "2021 Toyota Hilux SR5",
  priceText: "$48,990",
  href: "/cars/2021-toyota-hilux-sr5-u48213",
  year: 2021,
  vin: "JTFBT3CD802118231",
};

/** Records the order things happen in; every call succeeds unless told otherwise. */
function sending(overrides: Partial<FinanceSending> = {}) {
  const order: string[] = [];
  const parts: FinanceSending = {
    complete: (lead) => ({ ...lead, url: "https://dealer.example/finance" }),
    sendLead: vi.fn(async () => {
      order.push("lead");
      return { status: "saved" as const, leadId: "L1" };
    }),
    createCustomer: vi.fn(async () => {
      order.push("customer");
      return { status: "created" as const, redirectUrl: "https://apply.example.com/7" };
    }),
    redirect: vi.fn((url: string) => order.push(`redirect ${url}`)),
    ...overrides,
  };
  return { parts, order };
}

describe("sending the finance enquiry", () => {
  it("sends the lead and the customer, then goes to the partner's page", async () => {
    const { parts, order } = sending();
    expect(await sendFinanceEnquiry(values, car, parts)).toEqual({ status: "redirecting" });
    expect(order).toEqual(["lead", "customer", "redirect https://apply.example.com/7"]);
    expect(parts.sendLead).toHaveBeenCalledWith({
      name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      phone: "0412345678",
      postcode: "4000",
      amount: 45_000,
      term: 4,
      selfAssessedCreditScore: "DECENT",
      whoIsHelping: "Sam",
      subscribe: true,
      category: "Finance Enquiry",
      tags: ["YouX"],
      car_id: "48213",
      url: "https://dealer.example/finance",
    });
    expect(parts.createCustomer).toHaveBeenCalledWith({
      data: {
        vin: "JTFBT3CD802118231",
        selfAssessedCreditScore: "DECENT",
        purchasePrice: 45_000,
        year: 2021,
        loanTerm: 4,
        phoneNumber: "0412345678",
        firstName: "Jo",
        lastName: "Citizen",
        email: "jo@example.com",
        subscribe: true,
        postCode: "4000",
      },
      additionalData: expect.objectContaining({ category: "Finance Enquiry", car_id: "48213" }),
    });
  });

  it("stops when the code is refused, sending nothing", async () => {
    const { parts, order } = sending({
      verify: async () => "The verification code is invalid. Please try again.",
    });
    expect(await sendFinanceEnquiry(values, car, parts)).toEqual({
      status: "failed",
      message: "The verification code is invalid. Please try again.",
    });
    expect(order).toEqual([]);
  });

  it("says 'Lead submission failed.' when the lead is not saved, and stays", async () => {
    const { parts, order } = sending({
      sendLead: async () => ({ status: "refused", message: "x", problems: [] }),
    });
    expect(await sendFinanceEnquiry(values, car, parts)).toEqual({
      status: "failed",
      message: "Lead submission failed.",
    });
    expect(order).not.toContainEqual(expect.stringMatching(/^redirect/));
  });

  it("says why the customer was not created", async () => {
    const { parts } = sending({
      createCustomer: async () => ({
        status: "failed",
        message: "Failed to create customer with YouX",
      }),
    });
    expect(await sendFinanceEnquiry(values, undefined, parts)).toEqual({
      status: "failed",
      message: "Failed to create customer with YouX",
    });
  });
});

describe("the create-customer call", () => {
  const request = { data: {} as never, additionalData: {} as never };
  it("answers the partner's page, the server's error, or the spec's messages", async () => {
    const answer = (status: number, body: unknown) => async () =>
      new Response(JSON.stringify(body), { status });
    expect(
      await createCustomer(request, answer(200, { redirectUrl: "https://a.example/1" })),
    ).toEqual({ status: "created", redirectUrl: "https://a.example/1" });
    expect(await createCustomer(request, answer(200, {}))).toEqual({
      status: "failed",
      message: "Failed to create customer or no redirect URL received.",
    });
    expect(
      await createCustomer(request, answer(502, { error: "Failed to create customer with YouX" })),
    ).toEqual({ status: "failed", message: "Failed to create customer with YouX" });
    expect(await createCustomer(request, answer(500, null))).toEqual({
      status: "failed",
      message: "Failed to create YouX customer",
    });
    const offline = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await createCustomer(request, offline)).toEqual({
      status: "failed",
      message: "Failed to create YouX customer",
    });
  });
});

describe("the phone code calls", () => {
  const answer = (status: number, body: unknown) => async () =>
    new Response(JSON.stringify(body), { status });
  const checked = {
    phone: "0412345678",
    code: "123456",
    name: "Jo",
    last_name: "",
    email: "jo@example.com",
  };

  it("say the catalogue's messages when a code is not verified", async () => {
    expect(await verifyCode(checked, answer(200, { user: { id: "u1" } }))).toBeNull();
    expect(await verifyCode(checked, answer(400, {}))).toBe(
      "The verification code is invalid. Please try again.",
    );
    expect(await verifyCode(checked, answer(502, {}))).toBe(
      "An unknown error occurred during verification.",
    );
  });
});
