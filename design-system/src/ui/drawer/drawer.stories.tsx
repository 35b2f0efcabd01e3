import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerFooter,
  DrawerHeader,
  DrawerTitle,
  DrawerTrigger,
} from "./drawer.tsx";

type Side = "right" | "left" | "top" | "bottom";

function MenuDrawer({ side }: { side: Side }) {
  return (
    <Drawer>
      <DrawerTrigger asChild>
        <Button variant="outline">Open menu</Button>
      </DrawerTrigger>
      <DrawerContent side={side}>
        <DrawerHeader>
          <DrawerTitle>Menu</DrawerTitle>
          <DrawerDescription>Browse new and used cars, finance and service.</DrawerDescription>
        </DrawerHeader>
        <nav aria-label="Main" className="grid gap-2 text-sm">
          <a href="#new-cars" className="underline underline-offset-4">
            New cars
          </a>
          <a href="#used-cars" className="underline underline-offset-4">
            Used cars
          </a>
        </nav>
        <DrawerFooter>
          <DrawerClose asChild>
            <Button variant="outline">Done</Button>
          </DrawerClose>
        </DrawerFooter>
      </DrawerContent>
    </Drawer>
  );
}

const meta = {
  title: "Primitives/Drawer",
  component: MenuDrawer,
  args: { side: "right" },
} satisfies Meta<typeof MenuDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

async function opensAndCloses(canvasElement: HTMLElement, side: Side) {
  const page = within(canvasElement.ownerDocument.body);
  const trigger = page.getByRole("button", { name: "Open menu" });
  await userEvent.click(trigger);
  const drawer = await page.findByRole("dialog", { name: "Menu" });
  await expect(drawer).toHaveAttribute("data-side", side);
  await expect(drawer).toHaveAttribute("data-state", "open");
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));

  await userEvent.keyboard("{Escape}");
  await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  await expect(trigger).toHaveFocus();

  await userEvent.click(trigger);
  await userEvent.click(await page.findByRole("button", { name: "Done" }));
  await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  await expect(trigger).toHaveFocus();
}

export const Default: Story = {
  play: ({ canvasElement }) => opensAndCloses(canvasElement, "right"),
};

export const Left: Story = {
  args: { side: "left" },
  play: ({ canvasElement }) => opensAndCloses(canvasElement, "left"),
};

export const Top: Story = {
  args: { side: "top" },
  play: ({ canvasElement }) => opensAndCloses(canvasElement, "top"),
};

export const Bottom: Story = {
  args: { side: "bottom" },
  play: ({ canvasElement }) => opensAndCloses(canvasElement, "bottom"),
};

/** The drawer slides in and out over 300 ms when motion is allowed. */
export const SlidesIn: Story = {
  parameters: { reducedMotion: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole("button", { name: "Open menu" }));
    const drawer = await page.findByRole("dialog", { name: "Menu" });
    const style = getComputedStyle(drawer);
    await expect(style.animationName).toBe("enter");
    await expect(style.animationDuration).toBe("0.3s");
    await expect(style.getPropertyValue("--enter-x")).toBe("100%");

    await userEvent.keyboard("{Escape}");
    // Radix keeps the drawer mounted until the exit animation ends.
    await expect(getComputedStyle(drawer).animationName).toBe("exit");
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
  },
};

/** With reduced motion requested (the test default), the drawer appears without sliding. */
export const ReducedMotion: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await expect(matchMedia("(prefers-reduced-motion: reduce)").matches).toBe(true);
    await userEvent.click(page.getByRole("button", { name: "Open menu" }));
    const drawer = await page.findByRole("dialog", { name: "Menu" });
    await expect(getComputedStyle(drawer).animationName).toBe("none");
    await userEvent.keyboard("{Escape}");
    await expect(page.queryByRole("dialog")).toBeNull();
  },
};

/** Left open so axe checks the open drawer as well. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(page.getByRole("button", { name: "Open menu" }));
    await expect(await page.findByRole("dialog", { name: "Menu" })).toBeVisible();
  },
};
