import { zodResolver } from "@hookform/resolvers/zod";
import { enquiryValues, type RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { enquiryFormSchema, leadHoneypotField } from "@storefront/schemas/lead";
import { type ReactNode, useId, useMemo, useState } from "react";
import { Controller, type FieldPath, type Resolver, useForm } from "react-hook-form";
import { Button } from "../../ui/button/button.tsx";
import { Checkbox } from "../../ui/checkbox/checkbox.tsx";
import { Field, FieldControl, FieldError, FieldLabel } from "../../ui/field/field.tsx";
import { Input } from "../../ui/input/input.tsx";
import { Label } from "../../ui/label/label.tsx";
import { Select } from "../../ui/select/select.tsx";
import { Textarea } from "../../ui/textarea/textarea.tsx";

/** The specification's terms note, word for word. */
export const termsNote = "* You must agree to the terms of use before submitting the form.";

type Choice = { value: string; label: string };

/** What the server (or the network) answered a sent enquiry. */
export type EnquiryResult =
  | { status: "sent" }
  | { status: "refused"; message: string; problems: { path: string; message: string }[] };

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
  /** Sends the checked values (the lead's fields) and says how it went. */
  send: (values: Record<string, unknown>) => Promise<EnquiryResult>;
  submitLabel?: string;
};

type FormValues = {
  name: string;
  last_name: string;
  email: string;
  phone: string;
  postcode: string;
  message: string;
  category: string;
  dealership_slug: string;
  location: string;
  rego: string;
  opt_in: boolean;
  [leadHoneypotField]: string;
  services: Record<string, boolean>;
};

const visibleFields = new Set<string>([
  "name",
  "last_name",
  "email",
  "phone",
  "postcode",
  "message",
  "category",
  "dealership_slug",
  "location",
  "rego",
]);

/** Blank text counts as not given, as the lead schema expects. */
const withoutBlanks = (values: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(values).filter(([, value]) => value !== ""));

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
  send,
  submitLabel = "Send Enquiry",
}: EnquiryFormProps) {
  const showCategory = categories.length > 0;
  const showDealership = dealerships.length > 1;
  const showLocation = locations.length > 0;
  const resolver = useMemo<Resolver<FormValues>>(() => {
    const schema = enquiryFormSchema({
      commentsRequired,
      categoryRequired: showCategory,
      dealershipRequired: showDealership,
      locationRequired: showLocation,
    });
    const check = zodResolver(schema);
    return (values, context, options) => {
      const { services, ...fields } = values;
      const lead = withoutBlanks(enquiryValues({ ...fields, ...services }, checkOptions));
      // The resolver checks the lead's values while errors still name the form's fields.
      return check(lead as never, context, options as never) as never;
    };
  }, [commentsRequired, showCategory, showDealership, showLocation, checkOptions]);

  const form = useForm<FormValues>({
    resolver,
    shouldFocusError: true,
    defaultValues: {
      name: initialValues.name ?? "",
      last_name: initialValues.last_name ?? "",
      email: initialValues.email ?? "",
      phone: initialValues.phone ?? "",
      postcode: initialValues.postcode ?? "",
      message: initialValues.message ?? "",
      category: showCategory ? (categories[0] ?? "") : "",
      dealership_slug: showDealership ? (initialValues.dealership_slug ?? "") : "",
      location: "",
      rego: "",
      opt_in: true,
      [leadHoneypotField]: "",
      services: Object.fromEntries(checkOptions.map((option) => [option, false])),
    },
  });
  const { register, handleSubmit, formState, setError, control } = form;
  const [failure, setFailure] = useState<string | null>(null);
  const alertId = useId();

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    const result = await send(values as unknown as Record<string, unknown>);
    if (result.status === "sent") return;
    const fieldProblems = result.problems.filter((problem) =>
      visibleFields.has(problem.path.split(".")[0] ?? ""),
    );
    fieldProblems.forEach((problem, index) => {
      setError(
        problem.path.split(".")[0] as FieldPath<FormValues>,
        { type: "server", message: problem.message },
        { shouldFocus: index === 0 },
      );
    });
    setFailure(result.message);
  });

  const error = (name: keyof FormValues) => formState.errors[name]?.message as string | undefined;
  const submitting = formState.isSubmitting;

  return (
    <form
      data-slot="enquiry-form"
      data-state={submitting ? "submitting" : failure ? "failed" : "idle"}
      noValidate
      aria-busy={submitting}
      onSubmit={(event) => void submit(event)}
      className="grid gap-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label="First Name" error={error("name")} required>
          <Input autoComplete="given-name" aria-required {...register("name")} />
        </TextField>
        <TextField label="Last Name" error={error("last_name")}>
          <Input autoComplete="family-name" {...register("last_name")} />
        </TextField>
        <TextField label="Email" error={error("email")}>
          <Input type="email" autoComplete="email" {...register("email")} />
        </TextField>
        <TextField label="Mobile" error={error("phone")}>
          <Input type="tel" autoComplete="tel" {...register("phone")} />
        </TextField>
        <TextField label="Postcode" error={error("postcode")}>
          <Input inputMode="numeric" autoComplete="postal-code" {...register("postcode")} />
        </TextField>
        <TextField label="Rego" error={error("rego")}>
          <Input autoComplete="off" {...register("rego")} />
        </TextField>
      </div>
      {showCategory ? (
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
      {showDealership ? (
        <ChoiceField
          label="Preferred Dealership"
          choices={dealerships}
          error={error("dealership_slug")}
          registration={register("dealership_slug")}
        />
      ) : null}
      {showLocation ? (
        <ChoiceField
          label="Location"
          choices={locations}
          error={error("location")}
          registration={register("location")}
        />
      ) : null}
      <TextField label="Comments" error={error("message")} required={commentsRequired}>
        <Textarea rows={4} aria-required={commentsRequired} {...register("message")} />
      </TextField>
      {checkOptions.length > 0 ? (
        <fieldset className="grid gap-2">
          <legend className="mb-1 font-medium text-sm">Additional services</legend>
          {checkOptions.map((option) => (
            <Controller
              key={option}
              control={control}
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
      <Controller
        control={control}
        name="opt_in"
        render={({ field }) => (
          <CheckField
            label="Keep me up to date with news and offers"
            checked={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {/* People never see this field; robots fill it in, and their leads are refused. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label>
          Leave this field empty
          <input tabIndex={-1} autoComplete="off" {...register(leadHoneypotField)} />
        </label>
      </div>
      <p data-slot="enquiry-terms" className="text-muted-foreground text-sm">
        {termsNote}
      </p>
      <div id={alertId} role="alert" className="font-medium text-danger text-sm empty:hidden">
        {failure}
      </div>
      <Button type="submit" disabled={submitting} aria-describedby={failure ? alertId : undefined}>
        {submitting ? "Sending…" : submitLabel}
      </Button>
    </form>
  );
}

function TextField({
  label,
  error,
  required = false,
  children,
}: {
  label: string;
  error: string | undefined;
  required?: boolean;
  children: React.ReactElement;
}) {
  return (
    <Field>
      <FieldLabel>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </FieldLabel>
      <FieldControl>{children}</FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

function ChoiceField({
  label,
  choices,
  error,
  registration,
}: {
  label: string;
  choices: Choice[];
  error: string | undefined;
  registration: ReturnType<ReturnType<typeof useForm<FormValues>>["register"]>;
}) {
  return (
    <TextField label={label} error={error} required>
      <Select aria-required {...registration}>
        <option value="">Select…</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </Select>
    </TextField>
  );
}

function CheckField({
  label,
  checked,
  onChange,
}: {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <Checkbox id={id} checked={checked} onCheckedChange={(value) => onChange(value === true)} />
      <Label htmlFor={id} className="font-normal">
        {label}
      </Label>
    </div>
  );
}
