import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SettingsEditorHarness, storyDraft } from "./settings-story-harness.tsx";

const meta = {
  title: "Studio/Settings/SettingsEditor",
  component: SettingsEditorHarness,
  args: { onDispatch: fn() },
} satisfies Meta<typeof SettingsEditorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const groupTitles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole("heading", { level: 2 })
    .map((heading) => heading.textContent?.trim());

export const Default: Story = {};

/** Every group opened, so each editor is checked for accessibility. */
export const EveryGroupOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Groups first, then the promo cards and locations inside them.
    for (let round = 0; round < 2; round += 1) {
      for (const trigger of canvas.queryAllByRole("button", { expanded: false })) {
        await userEvent.click(trigger);
      }
    }
    await expect(canvas.queryAllByRole("button", { expanded: false })).toEqual([]);
    await expect(canvas.getByRole("list", { name: "Header menu" })).toBeVisible();
    await expect(canvas.getByRole("table", { name: /Opening hours/ })).toBeVisible();
  },
};

/** Searching keeps only the groups, and the fields, that mention the words. */
export const SearchFiltersGroups: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search settings" }), "sold");
    await waitFor(() => expect(groupTitles(canvasElement)).toEqual(["Search", "Result card tags"]));
    await expect(canvas.getByText("2 of 21 groups match.")).toBeVisible();
    const tags = canvas.getByRole("form", { name: "Result card tags settings" });
    await expect(within(tags).getByRole("textbox", { name: "Sold tag" })).toBeVisible();
    await expect(within(tags).queryByRole("textbox", { name: "New arrival tag" })).toBeNull();
    await userEvent.clear(canvas.getByRole("searchbox", { name: "Search settings" }));
    await userEvent.type(canvas.getByRole("searchbox", { name: "Search settings" }), "spaceship");
    await expect(canvas.getByText('No setting matches "spaceship".')).toBeVisible();
  },
};

/** A change dispatches `setting/set` at the field's path; its reset removes the value. */
export const ChangingASetting: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Search" }));
    const perPage = canvas.getByRole("spinbutton", { name: "Results per page" });
    await userEvent.type(perPage, "30");
    await waitFor(() =>
      expect(args.onDispatch).toHaveBeenLastCalledWith({
        type: "setting/set",
        path: ["search", "hitsPerPage"],
        value: 30,
      }),
    );
    await userEvent.click(
      canvas.getByRole("button", { name: "Reset to default (Results per page)" }),
    );
    await expect(args.onDispatch).toHaveBeenLastCalledWith({
      type: "setting/set",
      path: ["search", "hitsPerPage"],
      value: undefined,
    });
  },
};

/** A brand colour that white text cannot sit on gets a contrast warning. */
export const BrandColourContrast: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Theme" }));
    const primary = canvas.getByRole("textbox", { name: "Primary colour" });
    await userEvent.type(primary, "#1e88e5");
    await waitFor(() =>
      expect(primary).toHaveAccessibleDescription(
        expect.stringContaining("so text on this colour will be black"),
      ),
    );
  },
};

/** A problem in a brand colour takes the marketer to its hex text box, not the swatch. */
export const BadBrandColourFocused: Story = {
  args: {
    draft: { ...storyDraft, theme: { brandColours: { primary: "blue" } } },
    focus: ["theme", "brandColours", "primary"],
  },
  play: async ({ canvasElement }) => {
    const primary = await within(canvasElement).findByRole("textbox", { name: "Primary colour" });
    await waitFor(() => expect(primary).toHaveFocus());
    await expect(primary).toBeInvalid();
  },
};

/** A promo position beyond the page of results shows on the card and counts on its group. */
export const PromoPositionBeyondThePage: Story = {
  args: {
    draft: { ...storyDraft, search: { hitsPerPage: 8 } },
    focus: ["promos", 0, "position"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const position = await canvas.findByRole("textbox", { name: "Position in results" });
    await waitFor(() => expect(position).toHaveFocus());
    await expect(position).toBeInvalid();
    await expect(canvas.getByText("Position 10 is beyond a page of 8 results")).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Promo cards 1 problem/ })).toBeVisible();
  },
};

/** The opening hours table: Tuesday opened with the usual hours. */
export const OpeningHours: Story = {
  args: { focus: ["locations", 0, "contact_detail", "opening_hours"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const tuesday = await canvas.findByRole("combobox", { name: "Tuesday status" });
    await userEvent.selectOptions(tuesday, "Open");
    await expect(args.onDispatch).toHaveBeenLastCalledWith({
      type: "setting/set",
      path: ["locations", 0, "contact_detail", "opening_hours"],
      value: [
        { weekday: 1, status: "Open", open: "08:30", close: "17:30" },
        { weekday: 2, status: "Open", open: "09:00", close: "17:00" },
        { weekday: 0, status: "Closed" },
      ],
    });
    await expect(canvas.getByLabelText("Tuesday opens")).toBeEnabled();
    // The location's own time zone sits in its Contact section, with the hours it sets the clock of.
    const contact = canvas.getByRole("table", { name: /Opening hours/ }).closest("section");
    await expect(contact).toHaveAccessibleName("Contact");
    await expect(
      within(contact as HTMLElement).getByRole("textbox", { name: "Time zone" }),
    ).toBeVisible();
  },
};

/** An offer without a name: the offer schema's problem shows at the field and on its group. */
export const OfferWithoutName: Story = {
  args: {
    draft: { ...storyDraft, offers: [{ id: "offer-1", name: "", expiry: "2026-12-31" }] },
    focus: ["offers", 0, "name"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const name = await canvas.findByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeInvalid();
    await expect(canvas.getByRole("button", { name: /Special offers 1 problem/ })).toBeVisible();
    await userEvent.type(name, "Bonus tow bar");
    await waitFor(() => expect(name).not.toBeInvalid());
    await expect(canvas.queryByRole("button", { name: /Special offers 1 problem/ })).toBeNull();
  },
};
