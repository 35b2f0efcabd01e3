import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { regoStates } from "@storefront/schemas/leads/lead";
import { tradeInFormSchema } from "@storefront/schemas/leads/lead-forms";
import { Input } from "../../ui/input/input.tsx";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import {
  ContactFields,
  contactDefaults,
  contactFieldNames,
} from "../lead-forms/contact-fields.tsx";
import { ChoiceField, TextField } from "../lead-forms/form-fields.tsx";
import { LeadFormFrame } from "../lead-forms/lead-form-frame.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { useLeadForm } from "../lead-forms/use-lead-form.ts";

export type TradeInFormProps = {
  /** One form, or the contact details first and the car on a second step. */
  steps: "single" | "multi";
  submitLabel: string;
  initialValues?: RememberedDetails;
  send: SendLeadForm;
};

const carFieldNames = [
  "trade_in.make",
  "trade_in.model",
  "trade_in.year",
  "trade_in.km",
  "trade_in.rego",
  "trade_in.rego_state",
  "message",
];

const stateChoices = regoStates.map((state) => ({ value: state, label: state }));

/** The trade-in lead: contact fields, the car offered (make, model and year needed), a message. */
export function TradeInForm({ steps, submitLabel, initialValues, send }: TradeInFormProps) {
  const lead = useLeadForm({
    schema: tradeInFormSchema,
    fields: [...contactFieldNames, ...carFieldNames],
    steps: steps === "multi" ? [contactFieldNames, carFieldNames] : undefined,
    send,
    defaultValues: {
      ...contactDefaults(initialValues),
      message: "",
      trade_in: { make: "", model: "", year: "", km: "", rego: "", rego_state: "" },
    },
  });
  const { register, error, shows } = lead;
  return (
    <LeadFormFrame
      lead={lead}
      slot="trade-in-form"
      submitLabel={submitLabel}
      stepNames={["Your details", "Your car"]}
    >
      {shows("name") ? <ContactFields lead={lead} /> : null}
      {shows("trade_in.make") ? (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 font-medium">Your car</legend>
          <TextField label="Make" error={error("trade_in.make")} required>
            <Input aria-required autoComplete="off" {...register("trade_in.make")} />
          </TextField>
          <TextField label="Model" error={error("trade_in.model")} required>
            <Input aria-required autoComplete="off" {...register("trade_in.model")} />
          </TextField>
          <TextField label="Year" error={error("trade_in.year")} required>
            <Input aria-required inputMode="numeric" {...register("trade_in.year")} />
          </TextField>
          <TextField label="Odometer (km)" error={error("trade_in.km")}>
            <Input inputMode="numeric" {...register("trade_in.km")} />
          </TextField>
          <TextField label="Rego" error={error("trade_in.rego")}>
            <Input autoComplete="off" {...register("trade_in.rego")} />
          </TextField>
          <ChoiceField
            label="Rego state"
            required={false}
            choices={stateChoices}
            error={error("trade_in.rego_state")}
            registration={register("trade_in.rego_state")}
          />
        </fieldset>
      ) : null}
      {shows("message") ? (
        <TextField label="Comments" error={error("message")}>
          <Textarea rows={3} {...register("message")} />
        </TextField>
      ) : null}
    </LeadFormFrame>
  );
}
