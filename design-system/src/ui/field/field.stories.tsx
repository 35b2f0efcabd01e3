import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, userEvent, within } from "storybook/test";
import { Input } from "../input/input.tsx";
import { Select } from "../select/select.tsx";
import { Field, FieldControl, FieldDescription, FieldError, FieldLabel } from "./field.tsx";

const meta = {
  title: "Primitives/Field",
  component: Field,
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <Field className="max-w-xs">
      <FieldLabel>Postcode</FieldLabel>
      <FieldControl>
        <Input inputMode="numeric" />
      </FieldControl>
      <FieldDescription>Used to estimate delivery.</FieldDescription>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await expect(input).toHaveAccessibleDescription("Used to estimate delivery.");
    await expect(input).not.toBeInvalid();
  },
};

export const WithError: Story = {
  render: () => (
    <Field className="max-w-xs">
      <FieldLabel>Postcode</FieldLabel>
      <FieldControl>
        <Input inputMode="numeric" defaultValue="40" />
      </FieldControl>
      <FieldDescription>Used to estimate delivery.</FieldDescription>
      <FieldError>Invalid postcode. Please enter a 4-digit number.</FieldError>
    </Field>
  ),
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole("textbox", { name: "Postcode" });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(
      "Used to estimate delivery. Invalid postcode. Please enter a 4-digit number.",
    );
  },
};

function ValidatedPostcode() {
  const [value, setValue] = useState("");
  const [touched, setTouched] = useState(false);
  const error =
    touched && !/^\d{4}$/.test(value) ? "Invalid postcode. Please enter a 4-digit number." : null;
  return (
    <Field className="max-w-xs">
      <FieldLabel>Postcode</FieldLabel>
      <FieldControl>
        <Input
          inputMode="numeric"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          onBlur={() => setTouched(true)}
        />
      </FieldControl>
      <FieldError>{error}</FieldError>
    </Field>
  );
}

/** The error appears after leaving the field and disappears once the value is fixed. */
export const ErrorAppearsAndClears: Story = {
  render: () => <ValidatedPostcode />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole("textbox", { name: "Postcode" });
    await userEvent.type(input, "40");
    await userEvent.tab();
    await expect(input).toBeInvalid();
    await expect(
      canvas.getByText("Invalid postcode. Please enter a 4-digit number."),
    ).toBeVisible();
    await userEvent.type(input, "00");
    await expect(input).not.toBeInvalid();
    await expect(canvas.queryByText(/Invalid postcode/)).toBeNull();
  },
};

export const WithSelect: Story = {
  render: () => (
    <Field className="max-w-xs">
      <FieldLabel>Loan term</FieldLabel>
      <FieldControl>
        <Select defaultValue="5">
          {[1, 2, 3, 4, 5, 6, 7].map((years) => (
            <option key={years} value={years}>
              {years} {years === 1 ? "year" : "years"}
            </option>
          ))}
        </Select>
      </FieldControl>
    </Field>
  ),
};
