import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { DealerPhone } from "./dealer-phone.tsx";

const meta = {
  title: "Blocks/Vehicle/Dealer phone",
  component: DealerPhone,
  tags: ["autodocs"],
  args: {
    phone: { label: "Parramatta Toyota", number: "+61296308800" },
    reveal: "masked",
    onCall: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-xs">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DealerPhone>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The first 5 characters, then asterisks; a click shows the number and counts a call. */
export const Masked: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("02 96*******")).toBeVisible();
    await expect(canvas.queryByText("02 9630 8800")).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Show number" }));
    const call = canvas.getByRole("link", { name: "Call 02 9630 8800" });
    await expect(call).toHaveAttribute("href", "tel:0296308800");
    await waitFor(() => expect(call).toHaveFocus());
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show number" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(canvas.getByRole("link", { name: "Call 02 9630 8800" })).toHaveFocus(),
    );
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

/** Sites that show the number directly count a call when it is clicked. */
export const Direct: Story = {
  args: { reveal: "direct" },
  play: async ({ canvasElement, args }) => {
    const call = within(canvasElement).getByRole("link", { name: "Call 02 9630 8800" });
    await expect(args.onCall).not.toHaveBeenCalled();
    call.addEventListener("click", (event) => event.preventDefault(), { once: true });
    await userEvent.click(call);
    await expect(args.onCall).toHaveBeenCalledOnce();
  },
};

export const NoNumber: Story = {
  args: { phone: undefined },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="dealer-phone"]')).toBeNull();
  },
};
