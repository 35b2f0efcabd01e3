import { describe, expect, it } from "vitest";
import {
  createCustomerRequest,
  financeEnquiryFormSchema,
  financeQuoteRequest,
} from "./finance-enquiry.ts";
import { leadPayload } from "./lead.ts";

const problems = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  // The first problem of each field is the one the form shows.
  Object.fromEntries(
    (result.error?.issues ?? []).toReversed().map((issue) => [issue.path.join("."), issue.message]),
  );

describe("finance enquiry form", () => {
  const filledIn = {
    amount: 30_000,
    term: 5,
    selfAssessedCreditScore: "GREAT",
    name: "Jo",
    email: "jo@example.com",
    phone: "+61 412 345 678",
    code: "123456",
    postcode: "4000",
  };

  it("keeps the phone in its national form", () => {
    const form = financeEnquiryFormSchema({ postcode: true, code: true });
    expect(form.parse(filledIn)).toMatchObject({ phone: "0412345678", subscribe: false });
  });

  it("says what is missing in the spec's words", () => {
    const form = financeEnquiryFormSchema({ postcode: true, code: true });
    const result = form.safeParse({ amount: 30_000, term: 5, selfAssessedCreditScore: "GREAT" });
    expect(problems(result)).toMatchObject({
      name: "This is a required field.",
      email: "This is a required field.",
      phone: "This is a required field.",
      code: "This is a required field.",
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
    expect(problems(form.safeParse({ ...filledIn, code: "12345", postcode: "400" }))).toEqual({
      code: "Code must be 6 digits.",
      postcode: "Invalid postcode. Please enter a 4-digit number.",
    });
  });

  it("asks for no postcode or code where the site does not", () => {
    const form = financeEnquiryFormSchema({ postcode: false, code: false });
    const { code: _code, postcode: _postcode, ...rest } = filledIn;
    expect(form.safeParse(rest).success).toBe(true);
  });
});

describe("a Finance Enquiry lead", () => {
  const enquiry = {
    name: "Jo",
    phone: "0412 345 678",
    category: "Finance Enquiry",
    tags: ["YouX"],
  };

  it("carries the purchase price and loan term the shopper asked about", () => {
    expect(leadPayload.safeParse({ ...enquiry, amount: 28_000, term: 5 }).success).toBe(true);
  });

  it("names the amount and term when they are missing, with the other fields' problems", () => {
    expect(problems(leadPayload.safeParse({ ...enquiry, email: "jo@" }))).toEqual({
      email: "Enter a valid email address",
      amount: "A Finance Enquiry needs the purchase price: send amount, in dollars",
      term: "A Finance Enquiry needs the loan term: send term, in years (1 to 7)",
    });
    expect(problems(leadPayload.safeParse({ ...enquiry, amount: 28_000 }))).toEqual({
      term: "A Finance Enquiry needs the loan term: send term, in years (1 to 7)",
    });
  });

  it("asks no loan of other enquiries", () => {
    const { category: _category, ...general } = enquiry;
    expect(leadPayload.safeParse(general).success).toBe(true);
    expect(leadPayload.safeParse({ ...general, category: "Trade In" }).success).toBe(true);
  });
});

describe("partner calls", () => {
  it("name each bad field of a quote", () => {
    const result = financeQuoteRequest.safeParse({
      selfAssessedCreditScore: "BAD",
      purchasePrice: 30_000.5,
      loanTerm: 9,
    });
    expect(Object.keys(problems(result)).sort()).toEqual([
      "loanTerm",
      "purchasePrice",
      "selfAssessedCreditScore",
    ]);
  });

  it("check the customer and the lead sent with it", () => {
    const result = createCustomerRequest.safeParse({
      data: {
        selfAssessedCreditScore: "GREAT",
        purchasePrice: 30_000,
        loanTerm: 5,
        phoneNumber: "0412 345 678",
        firstName: "Jo",
        email: "jo@example.com",
      },
      additionalData: { name: "Jo", category: "Finance Enquiry", amount: 30_000 },
    });
    expect(problems(result)).toEqual({
      "additionalData.email": "Enter an email address or a phone number so the dealer can reply",
      "additionalData.term": "A Finance Enquiry needs the loan term: send term, in years (1 to 7)",
    });
  });
});
