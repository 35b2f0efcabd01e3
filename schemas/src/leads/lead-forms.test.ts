import { describe, expect, it } from "vitest";
import { leadPayload } from "./lead.ts";
import {
  type GenericField,
  genericFormSchema,
  testDriveFormSchema,
  tradeInFormSchema,
} from "./lead-forms.ts";

const contact = { name: "Jo", phone: "0400 000 000" };
/** Each field's first problem, as the form shows it. */
function messages(result: { error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  const first: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) first[issue.path.join(".")] ??= issue.message;
  return first;
}

describe("testDriveFormSchema", () => {
  it("takes a booking without a message, date or time", () => {
    expect(testDriveFormSchema.safeParse(contact).success).toBe(true);
  });

  it("names a date or time the lead API would refuse", () => {
    const result = testDriveFormSchema.safeParse({
      ...contact,
      preferred_date: "1/12/2026",
      preferred_time: "half ten",
    });
    expect(messages(result)).toEqual({
      preferred_date: "Enter the date as YYYY-MM-DD",
      preferred_time: "Enter the time as HH:MM",
    });
  });
});

describe("tradeInFormSchema", () => {
  it("reads typed year and km as numbers, and the lead API takes the result", () => {
    const parsed = tradeInFormSchema.parse({
      ...contact,
      trade_in: { make: "Mazda", model: "CX-5", year: "2019", km: "84,000" },
    });
    expect(parsed.trade_in).toEqual({ make: "Mazda", model: "CX-5", year: 2019, km: 84000 });
    expect(leadPayload.safeParse({ ...parsed, category: "Trade In" }).success).toBe(true);
  });

  it("needs the make, model and year", () => {
    const result = tradeInFormSchema.safeParse({ ...contact, trade_in: { year: "19" } });
    expect(messages(result)).toEqual({
      "trade_in.make": "This is a required field.",
      "trade_in.model": "This is a required field.",
      "trade_in.year": "Enter a year from 1900",
    });
  });
});

describe("genericFormSchema", () => {
  const fields: GenericField[] = [
    { name: "name", label: "First Name", kind: "text", required: true, options: [] },
    { name: "email", label: "Email", kind: "email", required: true, options: [] },
    { name: "department", label: "Department", kind: "select", required: true, options: ["Sales"] },
    { name: "agree", label: "I agree", kind: "check", required: true, options: [] },
  ];

  it("asks for each required field with the lead's own wording", () => {
    expect(messages(genericFormSchema(fields).safeParse({ agree: false }))).toMatchObject({
      name: "This is a required field.",
      email: "This is a required field.",
      department: "This is a required field.",
      agree: "This is a required field.",
    });
  });

  it("takes only a select's own choices, and a category when the shopper chooses one", () => {
    const result = genericFormSchema(fields, true).safeParse({
      name: "Jo",
      email: "jo@example.com",
      department: "Parts",
      agree: true,
    });
    expect(messages(result)).toEqual({
      department: "Choose one of Sales",
      category: "This is a required field.",
    });
  });
});
