import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { FacetSection } from "./facet-section.tsx";

/** Holds whether the section is open the way the facet panel does. */
function FacetSectionWithState(props: Parameters<typeof FacetSection>[0]) {
  const [open, setOpen] = useState(props.open);
  return (
    <FacetSection
      {...props}
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        props.onOpenChange(next);
      }}
    />
  );
}

const meta = {
  title: "Blocks/Search/Facet panel/Section",
  component: FacetSection,
  args: {
    heading: "Body Type",
    open: false,
    onOpenChange: fn(),
    children: (
      <ul>
        <li>Hatchback 412</li>
        <li>SUV 388</li>
      </ul>
    ),
  },
  render: (args) => (
    <div className="max-w-xs">
      <FacetSectionWithState {...args} />
    </div>
  ),
} satisfies Meta<typeof FacetSection>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the heading shows; Enter opens the values and Space closes them again. */
export const Closed: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("button", { name: "Body Type" });
    await expect(heading).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText("Hatchback 412")).toBeNull();

    heading.focus();
    await userEvent.keyboard("{Enter}");
    await expect(heading).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("Hatchback 412")).toBeVisible();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(" ");
    await expect(heading).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText("Hatchback 412")).toBeNull();
  },
};

/** Open: the values show under the heading that controls them. */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole("button", { name: "Body Type" });
    await expect(heading).toHaveAttribute("aria-expanded", "true");
    const values = canvas.getByText("SUV 388").closest("div");
    await expect(heading).toHaveAttribute("aria-controls", values?.id);
  },
};
