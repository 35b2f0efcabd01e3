import { z } from "zod";
import { filled, leadFields, leadHoneypotField, reachable, regoStates, text } from "./lead.ts";

/**
 * What a shopper fills in on the lead forms, checked by the lead's own field rules (blank fields
 * sent as missing); the rest of each lead comes from the page.
 */

/** The contact fields every lead form shares, with opt-in and the hidden robot trap. */
const contactFields = leadFields.pick({
  name: true,
  last_name: true,
  email: true,
  phone: true,
  postcode: true,
  opt_in: true,
  [leadHoneypotField]: true,
});

/** Contact fields only: a form's first step of several. */
export const contactFormSchema = contactFields.refine(...reachable);

/** The test drive: contact fields; the message and the date and time are optional. */
export const testDriveFormSchema = contactFields
  .extend(
    leadFields.pick({
      message: true,
      preferred_date: true,
      preferred_time: true,
      dealership_slug: true,
    }).shape,
  )
  .refine(...reachable);

/** Request photos: contact fields and an optional message. */
export const requestPhotosFormSchema = contactFields
  .extend({ message: text(5000).optional() })
  .refine(...reachable);

/** Whole numbers typed into text boxes arrive as text; blank is not given. */
const typedNumber = (schema: z.ZodType) =>
  z.preprocess(
    (value) =>
      typeof value === "string" && /^\s*\d+\s*$/.test(value.replaceAll(",", ""))
        ? Number(value.replaceAll(",", ""))
        : value,
    schema,
  );

/** The trade-in: contact fields, the car offered (make, model, year needed) and a message. */
export const tradeInFormSchema = contactFields
  .extend({
    message: text(5000).optional(),
    trade_in: z.strictObject({
      rego: text(20).optional(),
      rego_state: z.enum(regoStates, { error: "Choose the state it is registered in" }).optional(),
      make: filled(100),
      model: filled(100),
      year: typedNumber(leadFields.shape.trade_in.unwrap().shape.year),
      km: typedNumber(leadFields.shape.trade_in.unwrap().shape.km),
    }),
  })
  .refine(...reachable);

/** The kinds of field a marketer can put on a generic form. */
export const genericFieldKinds = ["text", "email", "phone", "textarea", "select", "check"] as const;
export type GenericField = {
  name: string;
  label: string;
  kind: (typeof genericFieldKinds)[number];
  required: boolean;
  options: string[];
};

/** The lead's own rule for a generic form's field of that name, else plain text. */
function genericFieldRule(field: GenericField): z.ZodType {
  if (field.kind === "check") return z.boolean().optional();
  if (field.kind === "email") return leadFields.shape.email;
  if (field.kind === "phone") return leadFields.shape.phone;
  if (field.name === "postcode") return leadFields.shape.postcode;
  const base = field.required ? filled(field.kind === "textarea" ? 5000 : 200) : text(5000);
  if (field.kind === "select" && field.options.length > 0)
    return base.refine(
      (value) => value === "" || field.options.includes(value),
      `Choose one of ${field.options.join(", ")}`,
    );
  return field.required ? base : base.optional();
}

/** A generic form's fields as the marketer listed them; a required one must be filled in. */
export function genericFormSchema(fields: readonly GenericField[], categoryRequired = false) {
  const shape: Record<string, z.ZodType> = {
    category: categoryRequired ? filled(100) : text(100).optional(),
    opt_in: z.boolean().optional(),
    [leadHoneypotField]: z.string().max(1000).optional(),
  };
  for (const field of fields) {
    const rule = genericFieldRule(field);
    shape[field.name] =
      field.required && (field.kind === "email" || field.kind === "phone")
        ? z
            .string({ error: "This is a required field." })
            .pipe((rule as z.ZodOptional<z.ZodString>).unwrap())
        : field.kind === "check" && field.required
          ? z.literal(true, { error: "This is a required field." })
          : rule;
  }
  return z
    .object(shape)
    .refine(...(reachable as unknown as [(value: object) => boolean, z.core.$ZodCustomParams]));
}
