import { genericFormValues } from "@storefront/rules/leads/generic-form-values";
import { type GenericField, genericFormSchema } from "@storefront/schemas/leads/lead-forms";
import { useMemo } from "react";
import { Controller } from "react-hook-form";
import { Input } from "../../ui/input/input.tsx";
import { Select } from "../../ui/select/select.tsx";
import { Textarea } from "../../ui/textarea/textarea.tsx";
import { CheckField, ChoiceField, TextField } from "../lead-forms/form-fields.tsx";
import { LeadFormFrame } from "../lead-forms/lead-form-frame.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { type LeadForm, useLeadForm } from "../lead-forms/use-lead-form.ts";

export type GenericFormProps = {
  fields: GenericField[];
  /** With several, the shopper chooses one (the Category select). */
  categories: string[];
  submitLabel: string;
  initialValues?: Partial<Record<string, string>>;
  /** Sends the lead's values: fields named after lead fields, the rest in the message. */
  send: SendLeadForm;
};

/** A form laid out by the marketer, checked with the lead's own rules for each field. */
export function GenericForm({
  fields,
  categories,
  submitLabel,
  initialValues = {},
  send,
}: GenericFormProps) {
  const chooseCategory = categories.length > 1;
  const schema = useMemo(() => genericFormSchema(fields, chooseCategory), [fields, chooseCategory]);
  const names = fields.map((field) => field.name);
  const lead = useLeadForm({
    schema,
    fields: ["category", ...names],
    send: (values) =>
      send({
        ...genericFormValues(fields, values),
        category: values.category ?? categories[0],
        opt_in: values.opt_in,
      }),
    defaultValues: {
      category: chooseCategory ? "" : (categories[0] ?? ""),
      opt_in: true,
      extra_notes: "",
      ...Object.fromEntries(
        fields.map((field) => [
          field.name,
          field.kind === "check" ? false : (initialValues[field.name] ?? ""),
        ]),
      ),
    },
  });
  return (
    <LeadFormFrame lead={lead} slot="generic-form" submitLabel={submitLabel}>
      {chooseCategory ? (
        <ChoiceField
          label="Category"
          choices={categories.map((category) => ({ value: category, label: category }))}
          error={lead.error("category")}
          registration={lead.register("category")}
        />
      ) : null}
      {fields.map((field) => (
        <GenericFieldControl key={field.name} field={field} lead={lead} />
      ))}
    </LeadFormFrame>
  );
}

const autoComplete: Partial<Record<string, string>> = {
  name: "given-name",
  last_name: "family-name",
  email: "email",
  phone: "tel",
  postcode: "postal-code",
};

function GenericFieldControl({ field, lead }: { field: GenericField; lead: LeadForm }) {
  const { register, error, form } = lead;
  const problem = error(field.name);
  if (field.kind === "check")
    return (
      <Controller
        control={form.control}
        name={field.name}
        render={({ field: control }) => (
          <CheckField
            label={field.required ? `${field.label} *` : field.label}
            checked={control.value === true}
            onChange={control.onChange}
          />
        )}
      />
    );
  if (field.kind === "select")
    return (
      <TextField label={field.label} error={problem} required={field.required}>
        <Select aria-required={field.required} {...register(field.name)}>
          <option value="">Select…</option>
          {field.options.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </Select>
      </TextField>
    );
  if (field.kind === "textarea")
    return (
      <TextField label={field.label} error={problem} required={field.required}>
        <Textarea rows={4} aria-required={field.required} {...register(field.name)} />
      </TextField>
    );
  const type = field.kind === "email" ? "email" : field.kind === "phone" ? "tel" : "text";
  return (
    <TextField label={field.label} error={problem} required={field.required}>
      <Input
        type={type}
        autoComplete={autoComplete[field.name] ?? "off"}
        aria-required={field.required}
        {...register(field.name)}
      />
    </TextField>
  );
}
