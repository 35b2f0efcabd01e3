import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Label } from "../label/label.tsx";
import { RadioGroup, RadioGroupItem } from "./radio-group.tsx";

const options = [
  { value: "GREAT", label: "Great" },
  { value: "DECENT", label: "Decent" },
  { value: "POOR", label: "Poor" },
];

const meta = {
  title: "Primitives/RadioGroup",
  component: RadioGroup,
  args: { "aria-label": "Credit history", defaultValue: "GREAT", onValueChange: fn() },
  render: (args) => (
    <RadioGroup {...args}>
      {options.map((option) => (
        <div key={option.value} className="flex items-center gap-2">
          <RadioGroupItem value={option.value} id={`credit-${option.value}`} />
          <Label htmlFor={`credit-${option.value}`}>{option.label}</Label>
        </div>
      ))}
    </RadioGroup>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const great = canvas.getByRole("radio", { name: "Great" });
    const decent = canvas.getByRole("radio", { name: "Decent" });
    await expect(great).toBeChecked();
    await userEvent.click(canvas.getByRole("radio", { name: "Poor" }));
    await expect(canvas.getByRole("radio", { name: "Poor" })).toBeChecked();
    await expect(great).not.toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith("POOR");
    // Arrow keys move the selection within the group (Radix selects on focus while the key is down).
    await userEvent.keyboard("{ArrowUp>}");
    await waitFor(() => expect(decent).toBeChecked());
    await userEvent.keyboard("{/ArrowUp}");
    await expect(decent).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    for (const radio of within(canvasElement).getAllByRole("radio")) {
      await expect(radio).toBeDisabled();
    }
  },
};
