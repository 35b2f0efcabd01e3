import { type ReactNode, useId } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { Checkbox } from "../../ui/checkbox/checkbox.tsx";
import { Label } from "../../ui/label/label.tsx";
import { Select } from "../../ui/select/select.tsx";
import { TextField } from "./text-field.tsx";

export type Choice = { value: string; label: string };

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

export { HoneypotField, leadHoneypotField, TextField, termsNote } from "./text-field.tsx";
