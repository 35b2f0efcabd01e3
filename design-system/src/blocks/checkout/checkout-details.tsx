import { checkoutDetails } from "@storefront/schemas/checkout";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import {
  ContactFields,
  contactDefaults,
  contactFieldNames,
} from "../lead-forms/contact-fields.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import { LeadFormFrame } from "../lead-forms/lead-form-frame.tsx";
import type { LeadFormResult } from "../lead-forms/lead-form-result.ts";
import { useLeadForm } from "../lead-forms/use-lead-form.ts";

/** The details a reservation or hold request carries, checked as the server checks them. */
const checkoutFieldNames = [...contactFieldNames, "message"] as const;

/** The form's values as the reservation's details: only its own fields, blanks left out. */
const detailsOf = (values: Record<string, unknown>): Record<string, string> =>
  Object.fromEntries(
    checkoutFieldNames.flatMap((name) => {
      const value = values[name];
      return typeof value === "string" && value.trim() !== "" ? [[name, value.trim()]] : [];
    }),
  );

type CheckoutDetailsFormProps = {
  submitLabel: string;
  initialValues: Partial<Record<string, string>>;
  send: (details: Record<string, string>) => Promise<LeadFormResult>;
};

/** The shopper's details: the lead forms' contact fields (remembered ones filled) and comments. */
export function CheckoutDetailsForm({
  submitLabel,
  initialValues,
  send,
}: CheckoutDetailsFormProps) {
  const lead = useLeadForm({
    schema: checkoutDetails,
    fields: checkoutFieldNames,
    toLead: detailsOf,
    send: (values) => send(detailsOf(values)),
    defaultValues: { ...contactDefaults(initialValues), message: initialValues.message ?? "" },
  });
  return (
    <LeadFormFrame lead={lead} slot="checkout-details" submitLabel={submitLabel} optIn={false}>
      <ContactFields lead={lead} />
      <TextField label="Comments" error={lead.error("message")}>
        <Textarea rows={3} {...lead.register("message")} />
      </TextField>
    </LeadFormFrame>
  );
}
