import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { StartSiteDialog } from "./start-site-dialog.tsx";

const meta = {
  title: "Studio/Sites/Start a new site",
  component: StartSiteDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    templateName: "Southern Cross Motor Group",
    taken: { drafts: ["bay-motors"], exports: ["harbour-cars"] },
    pending: false,
    onStart: fn(),
  },
} satisfies Meta<typeof StartSiteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialogOf = () =>
  within(within(document.body).getByRole("dialog", { name: "Start a new site" }));

/** The id follows the name, taking the next free number when another draft has it. */
export const SuggestsTheIdFromTheName: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf();
    await expect(dialog.getByRole("textbox", { name: "Site name" })).toHaveFocus();
    await userEvent.keyboard("Bay Motors");
    await expect(dialog.getByRole("textbox", { name: "Site id" })).toHaveValue("bay-motors-2");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onStart).toHaveBeenCalledWith({ name: "Bay Motors", slug: "bay-motors-2" }),
    );
  },
};

/** An id another site has is refused where it is typed, in words, and nothing starts. */
export const RefusesATakenId: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf();
    await expect(dialog.getByRole("textbox", { name: "Site name" })).toHaveFocus();
    await userEvent.keyboard("Harbour Cars 2");
    const id = dialog.getByRole("textbox", { name: "Site id" });
    await userEvent.tab();
    await userEvent.keyboard("{Control>}a{/Control}harbour-cars");
    await expect(id).toHaveValue("harbour-cars");
    await expect(id).toHaveAttribute("aria-invalid", "true");
    await expect(id).toHaveAccessibleDescription(
      /A site is already exported as "harbour-cars"; choose another id/,
    );
    await userEvent.keyboard("{Enter}");
    await expect(id).toHaveFocus();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};

/** Starting with nothing typed asks for the name first. */
export const AsksForAName: Story = {
  play: async ({ args }) => {
    const dialog = dialogOf();
    const name = dialog.getByRole("textbox", { name: "Site name" });
    await expect(name).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(name).toHaveAccessibleDescription("Give the site a name");
    await expect(name).toHaveFocus();
    await expect(args.onStart).not.toHaveBeenCalled();
  },
};
