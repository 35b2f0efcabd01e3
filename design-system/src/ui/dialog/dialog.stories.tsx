import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { Input } from "../input/input.tsx";
import { Label } from "../label/label.tsx";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "./dialog.tsx";

const meta = {
  title: "Primitives/Dialog",
  component: Dialog,
  render: (args) => (
    <Dialog {...args}>
      <DialogTrigger asChild>
        <Button>Check Delivery</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Delivery to your door</DialogTitle>
          <DialogDescription>Enter your postcode to estimate delivery.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="dialog-story-postcode">Postcode</Label>
          <Input id="dialog-story-postcode" inputMode="numeric" />
        </div>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">Cancel</Button>
          </DialogClose>
          <Button>Calculate</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  ),
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole("button", { name: "Check Delivery" });
    await userEvent.click(trigger);

    const dialog = await page.findByRole("dialog", { name: "Delivery to your door" });
    await expect(dialog).toHaveAccessibleDescription("Enter your postcode to estimate delivery.");
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    // Tab and Shift+Tab cycle through the dialog's controls and never leave it.
    for (let press = 0; press < 6; press += 1) {
      await userEvent.tab();
      await expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    await userEvent.tab({ shift: true });
    await expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const ClosesWithButtons: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole("button", { name: "Check Delivery" });

    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole("button", { name: "Cancel" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();

    await userEvent.click(trigger);
    await userEvent.click(await page.findByRole("button", { name: "Close" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};
