import { Field, FieldControl, FieldLabel } from "../../ui/field/field.tsx";
import { Select } from "../../ui/select/select.tsx";

export type Choice = { value: string; label: string };

type ChoiceSelectFieldProps = {
  label: string;
  /** The first option, meaning no filter. */
  anyLabel: string;
  choices: readonly Choice[];
  /** The empty string when nothing is chosen. */
  value: string;
  disabled?: boolean;
  onChange: (value: string) => void;
};

/** A labelled select whose first option clears the filter. */
export function ChoiceSelectField({
  label,
  anyLabel,
  choices,
  value,
  disabled,
  onChange,
}: ChoiceSelectFieldProps) {
  return (
    <Field data-slot="choice-select-field" data-disabled={disabled || undefined}>
      <FieldLabel>{label}</FieldLabel>
      <FieldControl>
        <Select
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          <option value="">{anyLabel}</option>
          {choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </Select>
      </FieldControl>
    </Field>
  );
}
