import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { SettingsEditorHarness, storyDraft } from "../settings-story-harness.tsx";

const sydney = { name: "Sydney Metro", price: 250, postcodes: [{ from: "2000", to: "2249" }] };

const meta = {
  title: "Studio/Settings/Delivery regions",
  component: SettingsEditorHarness,
  args: {
    onDispatch: fn(),
    draft: { ...storyDraft, deliveryRegions: [sydney] },
    focus: ["deliveryRegions"],
  },
} satisfies Meta<typeof SettingsEditorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The group lists each region with its price and postcode ranges. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole("list", { name: "Delivery regions" });
    await expect(within(list).getByText("Sydney Metro")).toBeVisible();
    await expect(within(list).getByText("$250: 2000–2249")).toBeVisible();
  },
};

/** Adding a region, naming it and giving it a range; an unfinished range says what is missing. */
export const AddingARegion: Story = {
  args: { draft: storyDraft },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("button", { name: "Add a delivery region" }));
    await expect(args.onDispatch).toHaveBeenLastCalledWith({
      type: "setting/set",
      path: ["deliveryRegions"],
      value: [{ name: "", price: 0, postcodes: [{ from: "", to: "" }] }],
    });
    const name = await canvas.findByRole("textbox", { name: "Region name" });
    await userEvent.type(name, "Canberra");
    await waitFor(() =>
      expect(args.onDispatch).toHaveBeenLastCalledWith({
        type: "setting/set",
        path: ["deliveryRegions", 0, "name"],
        value: "Canberra",
      }),
    );
    const from = canvas.getByRole("textbox", { name: "From postcode" });
    await expect(from).toBeInvalid();
    await expect(from).toHaveAccessibleDescription(
      expect.stringContaining("Use a 4-digit postcode"),
    );
    await userEvent.type(from, "2600");
    await userEvent.type(canvas.getByRole("textbox", { name: "To postcode" }), "2620");
    await waitFor(() => expect(from).toBeValid());
    await waitFor(() =>
      expect(args.onDispatch).toHaveBeenLastCalledWith({
        type: "setting/set",
        path: ["deliveryRegions", 0, "postcodes", 0, "to"],
        value: "2620",
      }),
    );
  },
};

/** Two regions claiming the same postcodes: the range shows which, and the group counts it. */
export const OverlappingRegions: Story = {
  args: {
    draft: {
      ...storyDraft,
      deliveryRegions: [
        sydney,
        { name: "Western Sydney", price: 300, postcodes: [{ from: "2140", to: "2180" }] },
      ],
    },
    focus: ["deliveryRegions", 1, "postcodes", 0, "from"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message =
      'Postcodes 2140–2180 of "Western Sydney" overlap 2000–2249 of "Sydney Metro": a postcode belongs to one region only';
    await expect(await canvas.findByText(message)).toBeVisible();
    await expect(canvas.getByRole("button", { name: /Delivery regions 1 problem/ })).toBeVisible();
  },
};

/** A range that ends before it starts names its region. */
export const BackwardsRange: Story = {
  args: {
    draft: {
      ...storyDraft,
      deliveryRegions: [{ ...sydney, postcodes: [{ from: "2249", to: "2000" }] }],
    },
    focus: ["deliveryRegions", 0, "postcodes", 0, "to"],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('In "Sydney Metro", the range ends (2000) before it starts (2249)'),
    ).toBeVisible();
  },
};

/** Removing a region sends the list without it. */
export const RemovingARegion: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Remove delivery region Sydney Metro" }),
    );
    await expect(args.onDispatch).toHaveBeenLastCalledWith({
      type: "setting/set",
      path: ["deliveryRegions"],
      value: [],
    });
    await expect(canvas.getByText("None yet.")).toBeVisible();
  },
};
