import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { testDriveFormSchema } from "@storefront/schemas/leads/lead-forms";
import { Input } from "../../ui/input/input.tsx";
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

export type TestDriveFormProps = {
  /** Asks for a preferred date and time (both optional). */
  askDateTime: boolean;
  /** One form, or the contact details first and the booking on a second step. */
  steps: "single" | "multi";
  submitLabel: string;
  initialValues?: RememberedDetails;
  send: SendLeadForm;
};

const bookingFieldNames = ["preferred_date", "preferred_time", "message"];

/** The test-drive booking: contact fields, then an optional date, time and message. */
export function TestDriveForm({
  askDateTime,
  steps,
  submitLabel,
  initialValues,
  send,
}: TestDriveFormProps) {
  const lead = useLeadForm({
    schema: testDriveFormSchema,
    fields: [...contactFieldNames, ...bookingFieldNames],
    steps: steps === "multi" ? [contactFieldNames, bookingFieldNames] : undefined,
    send,
    defaultValues: {
      ...contactDefaults(initialValues),
      preferred_date: "",
      preferred_time: "",
      message: "",
    },
  });
  const { register, error, shows } = lead;
  return (
    <LeadFormFrame
      lead={lead}
      slot="test-drive-form"
      submitLabel={submitLabel}
      stepNames={["Your details", "Your test drive"]}
    >
      {shows("name") ? <ContactFields lead={lead} /> : null}
      {askDateTime && shows("preferred_date") ? (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="Preferred date" error={error("preferred_date")}>
            <Input type="date" {...register("preferred_date")} />
          </TextField>
          <TextField label="Preferred time" error={error("preferred_time")}>
            <Input type="time" step={60} {...register("preferred_time")} />
          </TextField>
        </div>
      ) : null}
      {shows("message") ? (
        <TextField label="Comments" error={error("message")}>
          <Textarea rows={3} {...register("message")} />
        </TextField>
      ) : null}
    </LeadFormFrame>
  );
}
