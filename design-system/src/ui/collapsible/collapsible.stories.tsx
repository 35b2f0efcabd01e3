import type { Meta, StoryObj } from "@storybook/react-vite";
import { ChevronDownIcon } from "lucide-react";
import { expect, userEvent, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "./collapsible.tsx";

const meta = {
  title: "Primitives/Collapsible",
  component: Collapsible,
  render: (args) => (
    <Collapsible {...args} className="grid max-w-md gap-2">
      <CollapsibleTrigger asChild>
        <Button variant="outline" className="w-fit [&[data-state=open]>svg]:rotate-180">
          Dealer comments
          <ChevronDownIcon aria-hidden="true" />
        </Button>
      </CollapsibleTrigger>
      <CollapsibleContent className="text-sm">
        One owner, full service history, two keys. Recently detailed inside and out.
      </CollapsibleContent>
    </Collapsible>
  ),
} satisfies Meta<typeof Collapsible>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole("button", { name: "Dealer comments" });
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/One owner/)).toBeNull();

    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/One owner/)).toBeVisible();

    await userEvent.keyboard("{Enter}");
    await expect(trigger).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/One owner/)).toBeNull();
  },
};

export const Open: Story = { args: { defaultOpen: true } };
