import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Select } from "./select.tsx";

const meta = {
  title: "Primitives/Select",
  component: Select,
  args: {
    "aria-label": "Credit history",
    defaultValue: "GREAT",
    children: (
      <>
        <option value="GREAT">Great</option>
        <option value="DECENT">Decent</option>
        <option value="POOR">Poor</option>
      </>
    ),
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const select = within(canvasElement).getByRole("combobox", { name: "Credit history" });
    await expect(select).toHaveValue("GREAT");
    await userEvent.selectOptions(select, "DECENT");
    await expect(select).toHaveValue("DECENT");
  },
};

export const Disabled: Story = { args: { disabled: true } };
export const Invalid: Story = { args: { "aria-invalid": true } };
