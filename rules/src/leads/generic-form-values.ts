import { enquiryValues } from "./enquiry-values.ts";

/** The lead fields a generic form's field fills in when it carries that name. */
const leadTextFields = new Set([
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "rego",
  "location",
  "subcategory",
]);

type Field = { name: string; label: string; kind: string };

/**
 * The lead a generic form sends: fields named after lead fields fill them, ticked check
 * options become additional services, and any other answer is added to the message as
 * 'Label: answer', so the dealer reads every answer.
 */
export function genericFormValues(
  fields: readonly Field[],
  values: Record<string, unknown>,
): Record<string, unknown> {
  const checks = fields.filter((field) => field.kind === "check").map((field) => field.label);
  const lead: Record<string, unknown> = {};
  const checked: Record<string, unknown> = {};
  const extra: string[] = [];
  for (const field of fields) {
    const value = values[field.name];
    if (field.kind === "check") checked[field.label] = value === true;
    else if (leadTextFields.has(field.name)) {
      if (typeof value === "string" && value.trim() !== "") lead[field.name] = value;
    } else if (typeof value === "string" && value.trim() !== "")
      extra.push(`${field.label}: ${value.trim()}`);
  }
  const message = [lead.message, ...extra].filter(Boolean).join("\n");
  return enquiryValues({ ...lead, ...checked, ...(message ? { message } : {}) }, checks);
}
