import { leadHoneypotField } from "@storefront/schemas/lead";
import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox } from "../../ui/checkbox/checkbox.tsx";
import { Field, FieldControl, FieldError, FieldLabel } from "../../ui/field/field.tsx";
import { Label } from "../../ui/label/label.tsx";
import { Select } from "../../ui/select/select.tsx";

/** The specification's terms note, word for word. */
export const termsNote = "* You must agree to the terms of use before submitting the form.";

export type Choice = { value: string; label: string };

/** A labelled control with its error under it; a required one is marked with a star. */
export function TextField({
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

/** A select with a 'Select…' first choice. */
export function ChoiceField({
  label,
  choices,
  error,
  registration,
  required = true,
}: {
  label: string;
  choices: Choice[];
  error: string | undefined;
  registration: UseFormRegisterReturn;
  required?: boolean;
}) {
  return (
    <TextField label={label} error={error} required={required}>
      <Select aria-required={required} {...registration}>
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

export function CheckField({
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

/** People never see this field; robots fill it in, and their leads are refused. */
export function HoneypotField({ registration }: { registration: UseFormRegisterReturn }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
      <label>
        Leave this field empty
        <input tabIndex={-1} autoComplete="off" {...registration} />
      </label>
    </div>
  );
}

export { leadHoneypotField };
