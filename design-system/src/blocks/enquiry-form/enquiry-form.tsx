import { enquiryValues, type RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { enquiryFormSchema } from "@storefront/schemas/leads/lead";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { Input } from "../../ui/input/input.tsx";
import { Select } from "../../ui/select/select.tsx";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import {
  ContactFields,
  contactDefaults,
  contactFieldNames,
} from "../lead-forms/contact-fields.tsx";
import { CheckField, type Choice, ChoiceField, TextField } from "../lead-forms/form-fields.tsx";
import { LeadFormFrame } from "../lead-forms/lead-form-frame.tsx";
import type { LeadFormResult, SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { useLeadForm } from "../lead-forms/use-lead-form.ts";

export { termsNote } from "../lead-forms/form-fields.tsx";

/** What the server (or the network) answered a sent enquiry. */
export type EnquiryResult = LeadFormResult;

export type EnquiryFormProps = {
  /** The message (Comments) must be filled in (off on some sites). */
  commentsRequired: boolean;
  /** Category choices; only the general enquiry shows (and requires) the select. */
  categories?: string[];
  /** The site's dealerships; with several, the preferred dealership is asked for and required. */
  dealerships?: Choice[];
  /** The website location select, required when present. */
  locations?: Choice[];
  /** Check options; those ticked are sent as additional services. */
  checkOptions?: string[];
  /** The details remembered from an earlier form, and the form's own starting values. */
  initialValues?: RememberedDetails & { message?: string; dealership_slug?: string };
  /** One form, or the contact details first and the rest on a second step. */
  steps?: "single" | "multi";
  /** Sends the checked values (the lead's fields) and says how it went. */
  send: SendLeadForm;
  submitLabel?: string;
};

type FormValues = Record<string, unknown> & { services: Record<string, boolean> };

const enquiryFieldNames = ["message", "category", "dealership_slug", "location", "rego"];

/**
 * The enquiry form: contact fields, Comments, the optional selects and check options, opt-in
 * (checked by default) and the terms note, checked with the lead's own zod rules. Errors show
 * under their fields, which become invalid and described by them; the first one takes focus.
 */
export function EnquiryForm({
  commentsRequired,
  categories = [],
  dealerships = [],
  locations = [],
  checkOptions = [],
  initialValues = {},
  steps = "single",
  send,
  submitLabel = "Send Enquiry",
}: EnquiryFormProps) {
  const showCategory = categories.length > 0;
  const showDealership = dealerships.length > 1;
  const showLocation = locations.length > 0;
  const schema = useMemo(
    () =>
      enquiryFormSchema({
        commentsRequired,
        categoryRequired: showCategory,
        dealershipRequired: showDealership,
        locationRequired: showLocation,
      }),
    [commentsRequired, showCategory, showDealership, showLocation],
  );
  const toLead = useMemo(
    () =>
      ({ services, ...fields }: FormValues) =>
        enquiryValues({ ...fields, ...services }, checkOptions),
    [checkOptions],
  );
  const lead = useLeadForm<FormValues>({
    schema,
    toLead,
    fields: [...contactFieldNames, ...enquiryFieldNames],
    steps: steps === "multi" ? [contactFieldNames, enquiryFieldNames] : undefined,
    send,
    defaultValues: {
      ...contactDefaults(initialValues),
      message: initialValues.message ?? "",
      category: showCategory ? (categories[0] ?? "") : "",
      dealership_slug: showDealership ? (initialValues.dealership_slug ?? "") : "",
      location: "",
      rego: "",
      services: Object.fromEntries(checkOptions.map((option) => [option, false])),
    },
  });
  const { register, error, shows, form } = lead;

  return (
    <LeadFormFrame
      lead={lead}
      slot="enquiry-form"
      submitLabel={submitLabel}
      stepNames={["Your details", "Your enquiry"]}
    >
      {shows("name") ? <ContactFields lead={lead} /> : null}
      {shows("rego") ? (
        <TextField label="Rego" error={error("rego")}>
          <Input autoComplete="off" {...register("rego")} />
        </TextField>
      ) : null}
      {showCategory && shows("category") ? (
        <TextField label="Category" error={error("category")} required>
          <Select aria-required {...register("category")}>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </Select>
        </TextField>
      ) : null}
      {showDealership && shows("dealership_slug") ? (
        <ChoiceField
          label="Preferred Dealership"
          choices={dealerships}
          error={error("dealership_slug")}
          registration={register("dealership_slug")}
        />
      ) : null}
      {showLocation && shows("location") ? (
        <ChoiceField
          label="Location"
          choices={locations}
          error={error("location")}
          registration={register("location")}
        />
      ) : null}
      {shows("message") ? (
        <TextField label="Comments" error={error("message")} required={commentsRequired}>
          <Textarea rows={4} aria-required={commentsRequired} {...register("message")} />
        </TextField>
      ) : null}
      {checkOptions.length > 0 && shows("message") ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Additional services</legend>
          {checkOptions.map((option) => (
            <Controller
              key={option}
              control={form.control}
              name={`services.${option}`}
              render={({ field }) => (
                <CheckField
                  label={option}
                  checked={field.value === true}
                  onChange={field.onChange}
                />
              )}
            />
          ))}
        </fieldset>
      ) : null}
    </LeadFormFrame>
  );
}
