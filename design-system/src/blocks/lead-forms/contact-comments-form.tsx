import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { requestPhotosFormSchema } from "@storefront/schemas/leads/lead-forms";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import { ContactFields, contactDefaults, contactFieldNames } from "./contact-fields.tsx";
import { TextField } from "./form-fields.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import type { SendLeadForm } from "./lead-form-result.ts";
import { useLeadForm } from "./use-lead-form.ts";

export type ContactCommentsFormProps = {
  submitLabel: string;
  initialValues?: RememberedDetails;
  send: SendLeadForm;
};

/**
 * The contact fields and optional comments, the whole of a photo request or a finance enquiry;
 * `slot` names which.
 */
export function ContactCommentsForm({
  slot,
  submitLabel,
  initialValues,
  send,
}: ContactCommentsFormProps & { slot: string }) {
  const lead = useLeadForm({
    schema: requestPhotosFormSchema,
    fields: [...contactFieldNames, "message"],
    send,
    defaultValues: { ...contactDefaults(initialValues), message: "" },
  });
  return (
    <LeadFormFrame lead={lead} slot={slot} submitLabel={submitLabel}>
      <ContactFields lead={lead} />
      <TextField label="Comments" error={lead.error("message")}>
        <Textarea rows={3} {...lead.register("message")} />
      </TextField>
    </LeadFormFrame>
  );
}
