import { memo } from "react";
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

const sameChoices = (a: readonly Choice[], b: readonly Choice[]) =>
  a === b ||
  (a.length === b.length &&
    a.every(
      (choice, index) => choice.value === b[index]?.value && choice.label === b[index]?.label,
    ));

/** The options after the first, drawn again only when they change (not when one is chosen). */
const ChoiceOptions = memo(
  ({ choices }: { choices: readonly Choice[] }) =>
    choices.map((choice) => (
      <option key={choice.value} value={choice.value}>
        {choice.label}
      </option>
    )),
  (before, after) => sameChoices(before.choices, after.choices),
);

/** A labelled select whose first option clears the filter. */
function SelectField({
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
          <ChoiceOptions choices={choices} />
        </Select>
      </FieldControl>
    </Field>
  );
}

/**
 * Drawn again only when what it shows changes: a new count elsewhere in the form leaves its
 * options as they are. Its `onChange` must be stable.
 */
export const ChoiceSelectField = memo(
  SelectField,
  (before, after) =>
    before.label === after.label &&
    before.anyLabel === after.anyLabel &&
    before.value === after.value &&
    before.disabled === after.disabled &&
    before.onChange === after.onChange &&
    sameChoices(before.choices, after.choices),
);
