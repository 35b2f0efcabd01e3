import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { requestPhotosFormSchema } from "@storefront/schemas/lead-forms";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import {
  ContactFields,
  contactDefaults,
  contactFieldNames,
} from "../lead-forms/contact-fields.tsx";
import { TextField } from "../lead-forms/form-fields.tsx";
import { LeadFormFrame } from "../lead-forms/lead-form-frame.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { useLeadForm } from "../lead-forms/use-lead-form.ts";

export type FinanceEnquiryFormProps = {
  submitLabel: string;
  initialValues?: RememberedDetails;
  /** Sends the shopper's values; the calculator's figures go with them. */
  send: SendLeadForm;
};

/** The finance enquiry: the contact fields and optional comments. */
export function FinanceEnquiryForm({ submitLabel, initialValues, send }: FinanceEnquiryFormProps) {
  const lead = useLeadForm({
    // Contact fields and an optional message, as the photo request asks.
    schema: requestPhotosFormSchema,
    fields: [...contactFieldNames, "message"],
    send,
    defaultValues: { ...contactDefaults(initialValues), message: "" },
  });
  return (
    <LeadFormFrame lead={lead} slot="finance-enquiry-form" submitLabel={submitLabel}>
      <ContactFields lead={lead} />
      <TextField label="Comments" error={lead.error("message")}>
        <Textarea rows={3} {...lead.register("message")} />
      </TextField>
    </LeadFormFrame>
  );
}
