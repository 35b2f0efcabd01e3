import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test";
import { EnquireButton } from "./enquire-button.tsx";
import type { EnquiryResult } from "./enquiry-form.tsx";

const defaults = blockProps["enquiry-form"].parse({});

const meta = {
  title: "Blocks/Vehicle/Enquiry form",
  component: EnquireButton,
  args: {
    ...defaults,
    // The site's default form settings.
    commentsRequired: true,
    showDealership: true,
    checkOptions: [],
    vehicleTitle: "2021 Toyota HiLux SR5",
    sold: false,
    requested: "none",
    dealerships: [{ value: "parramatta", label: "Parramatta Toyota" }],
    initialValues: {},
    send: fn(async (): Promise<EnquiryResult> => ({ status: "sent" })),
  },
} satisfies Meta<typeof EnquireButton>;
export default meta;
type Story = StoryObj<typeof meta>;

/** 'Enquire' opens the form in a dialog, by keyboard; Escape closes it and focus returns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: "Enquire" });
    button.focus();
    await userEvent.keyboard("{Enter}");
    const dialog = await screen.findByRole("dialog", { name: "Enquire about this vehicle" });
    await expect(dialog).toHaveAccessibleDescription("2021 Toyota HiLux SR5");
    // One dealership: nothing to choose.
    await expect(within(dialog).queryByRole("combobox")).toBeNull();
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(button).toHaveFocus());
  },
};

/** A sold car's button asks for a similar one, and sends the enquiry as such. */
export const Sold: Story = {
  args: { sold: true },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(
      within(canvasElement).getByRole("button", { name: "Find Me Something Similar" }),
    );
    const dialog = within(await screen.findByRole("dialog", { name: "Find Me Something Similar" }));
    await userEvent.type(dialog.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(dialog.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
    await userEvent.type(dialog.getByRole("textbox", { name: "Comments" }), "Something like it");
    await userEvent.click(dialog.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() => expect(args.send).toHaveBeenCalledWith(expect.anything(), true));
  },
};

/** The page's `#enquire` link opens the form at once. */
export const RequestedByLink: Story = {
  args: { requested: "enquiry" },
  play: async () => {
    await expect(
      await screen.findByRole("dialog", { name: "Enquire about this vehicle" }),
    ).toBeVisible();
  },
};
