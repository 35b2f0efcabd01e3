import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, waitFor, within } from "storybook/test";
import { Button } from "../button/button.tsx";
import { ToastAction } from "./toast.tsx";
import { dismissToast, type ToastOptions, toast } from "./toast-store.ts";
import { Toaster } from "./toaster.tsx";

function ToastDemo({ options, label }: { options: ToastOptions; label: string }) {
  return (
    <>
      <Button onClick={() => toast(options)}>{label}</Button>
      <Toaster />
    </>
  );
}

const meta = {
  title: "Primitives/Toast",
  component: ToastDemo,
  args: { label: "Save car", options: { title: "Car Saved In Watchlist" } },
  // The toast list is shared by the page; start every story from an empty screen.
  beforeEach: () => dismissToast(),
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

const openToasts = (root: HTMLElement) =>
  root.querySelectorAll('[data-slot="toast"][data-state="open"]');

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save car" }));
    const shown = await waitFor(() => {
      const [only] = openToasts(canvasElement);
      if (!only) throw new Error("No toast shown");
      return only as HTMLElement;
    });
    await expect(shown).toHaveTextContent("Car Saved In Watchlist");

    await userEvent.click(within(shown).getByRole("button", { name: "Close" }));
    await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(0));
  },
};

export const Success: Story = {
  args: {
    label: "Send enquiry",
    options: {
      title: "Enquiry sent",
      description: "We will be in touch soon.",
      variant: "success",
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send enquiry" }));
    await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(1));
    await expect(openToasts(canvasElement)[0]).toHaveAttribute("data-variant", "success");
  },
};

export const Danger: Story = {
  args: {
    label: "Send code",
    options: { title: "The code could not be sent", variant: "danger" },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Send code" }));
    await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(1));
    await expect(openToasts(canvasElement)[0]).toHaveAttribute("data-variant", "danger");
  },
};

export const WithAction: Story = {
  args: {
    label: "Remove car",
    options: {
      title: "Car Removed",
      action: <ToastAction altText="Save the car again from its page">Undo</ToastAction>,
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole("button", { name: "Remove car" }));
    await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(1));
    await expect(
      within(openToasts(canvasElement)[0] as HTMLElement).getByRole("button", { name: "Undo" }),
    ).toBeVisible();
  },
};

/** Spec: only one toast shows at a time, so a second toast replaces the first. */
export const SecondReplacesFirst: Story = {
  render: () => (
    <div className="flex gap-2">
      <Button onClick={() => toast({ title: "Car Saved In Watchlist" })}>Save car</Button>
      <Button variant="outline" onClick={() => toast({ title: "Car Removed" })}>
        Remove car
      </Button>
      <Toaster />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Save car" }));
    await waitFor(() => expect(openToasts(canvasElement)).toHaveLength(1));
    await expect(openToasts(canvasElement)[0]).toHaveTextContent("Car Saved In Watchlist");

    await userEvent.click(canvas.getByRole("button", { name: "Remove car" }));
    await waitFor(() => expect(openToasts(canvasElement)[0]).toHaveTextContent("Car Removed"));
    await expect(openToasts(canvasElement)).toHaveLength(1);
    await expect(canvasElement.querySelectorAll('[data-slot="toast"]')).toHaveLength(1);
  },
};
