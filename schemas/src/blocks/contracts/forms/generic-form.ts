import { z } from "zod";
import { genericFieldKinds } from "../../../leads/lead-forms.ts";
import { blockContract } from "../../shared.ts";
import { leadFormProps } from "../lead-form-props.ts";

const genericField = z.strictObject({
  name: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,39}$/, "Use lower-case letters, digits and _")
    .meta({
      title: "Field name",
      description:
        "name, last_name, email, phone, postcode, message, rego, location or subcategory fill that lead field; any other is added to the message.",
    }),
  label: z.string().min(1).max(80).meta({ title: "Label" }),
  kind: z.enum(genericFieldKinds).default("text").meta({ title: "Kind" }),
  required: z.boolean().default(false).meta({ title: "Required" }),
  options: z.array(z.string().min(1).max(100)).max(30).default([]).meta({
    title: "Choices",
    description: "A select's choices.",
  }),
});

const contactFields = [
  { name: "name", label: "First Name", kind: "text", required: true, options: [] },
  { name: "last_name", label: "Last Name", kind: "text", required: false, options: [] },
  { name: "email", label: "Email", kind: "email", required: false, options: [] },
  { name: "phone", label: "Mobile", kind: "phone", required: false, options: [] },
  { name: "message", label: "Comments", kind: "textarea", required: true, options: [] },
] as const;

/**
 * A form the marketer lays out: its fields (text, email, phone, text area, select, check
 * option) and the lead category; with several categories the shopper chooses one.
 */
export const genericForm = blockContract({
  type: "generic-form",
  props: z.strictObject({
    title: leadFormProps.title("Send us a message"),
    submitLabel: leadFormProps.submitLabel("Send"),
    categories: z
      .array(z.string().min(1).max(100))
      .min(1)
      .max(20)
      .default(["General Enquiry"])
      .meta({
        title: "Lead categories",
        description: "One is sent as it is; with several the shopper chooses (Category select).",
      }),
    fields: z
      .array(genericField)
      .min(1)
      .max(30)
      .default(contactFields.map((field) => ({ ...field, options: [] })))
      .refine(
        (fields) => fields.some((field) => field.name === "name" && field.kind === "text"),
        "Add a text field named name (First Name): every lead needs one",
      )
      .refine(
        (fields) =>
          fields.some(
            (field) =>
              (field.name === "email" && field.kind === "email") ||
              (field.name === "phone" && field.kind === "phone"),
          ),
        "Add an email field named email or a phone field named phone so the dealer can reply",
      )
      .refine(
        (fields) => new Set(fields.map((field) => field.name)).size === fields.length,
        "Give each field its own name",
      )
      .meta({ title: "Fields", widget: "list" }),
  }),
  placement: { templates: "any", zones: ["main", "bottom"] },
});
