import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, mocked, userEvent, waitFor, within } from "storybook/test";
import { pickUpWithKeyboard } from "../../forms/lists/sortable-list-story-steps.ts";
import { SettingsEditorHarness } from "../settings-story-harness.tsx";

const meta = {
  title: "Studio/Settings/Menus",
  component: SettingsEditorHarness,
  args: { onDispatch: fn() },
} satisfies Meta<typeof SettingsEditorHarness>;

export default meta;
type Story = StoryObj<typeof meta>;

const headerNames = (value: unknown) => (value as { name: string }[]).map((entry) => entry.name);

const openMenus = (canvasElement: HTMLElement) =>
  userEvent.click(within(canvasElement).getByRole("button", { name: "Header and footer menus" }));

export const HeaderAndFooter: Story = {
  play: async ({ canvasElement }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("list", { name: "Header menu" })).toBeVisible();
    await expect(canvas.getByRole("list", { name: "Service dropdown" })).toBeVisible();
  },
};

/** The one-dealer Sell My Car entry is a switch beside the menus. */
export const SellMyCarSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole("switch", { name: /Sell My Car in the header/ }));
    await waitFor(() =>
      expect(args.onDispatch).toHaveBeenLastCalledWith(
        expect.objectContaining({ path: ["navigation", "sellMyCar"], value: true }),
      ),
    );
  },
};

/** Move buttons reorder with the keyboard, and focus stays on the button used. */
export const ReorderWithMoveButtons: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    const moveDown = await canvas.findByRole("button", { name: "Move Home down" });
    moveDown.focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.onDispatch).toHaveBeenLastCalledWith(
        expect.objectContaining({ type: "setting/set", path: ["navigation", "header"] }),
      ),
    );
    const action = mocked(args.onDispatch).mock.lastCall?.[0] as { value: unknown };
    await expect(headerNames(action.value).slice(0, 2)).toEqual(["Vehicles", "Home"]);
    await expect(canvas.getByRole("button", { name: "Move Home down" })).toHaveFocus();
  },
};

/** The drag handle reorders with Space and the arrow keys. */
export const ReorderByDragHandleKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    const handle = await canvas.findByRole("button", { name: "Drag Home" });
    await pickUpWithKeyboard(handle);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(canvas.getByText(/is over position 2 of/)).toBeInTheDocument());
    await userEvent.keyboard(" ");
    await waitFor(() => {
      const action = mocked(args.onDispatch).mock.lastCall?.[0] as { value?: unknown } | undefined;
      expect(action && headerNames(action.value).slice(0, 2)).toEqual(["Vehicles", "Home"]);
    });
  },
};

/** An entry nested under the one before it, then taken out again. */
export const NestAndUnnest: Story = {
  play: async ({ canvasElement, args }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Nest Finance Pre-Approval under Company" }),
    );
    const nested = mocked(args.onDispatch).mock.lastCall?.[0] as {
      value: { dropdown?: { name: string }[] }[];
    };
    await expect(nested.value.at(-1)?.dropdown?.at(-1)?.name).toBe("Finance Pre-Approval");
    // Focus stays on the entry's nest button, now offering the entry above in the dropdown.
    await expect(
      canvas.getByRole("button", { name: "Nest Finance Pre-Approval under Terms And Conditions" }),
    ).toHaveFocus();
    await userEvent.click(
      canvas.getByRole("button", { name: "Move Finance Pre-Approval out of Company" }),
    );
    const back = mocked(args.onDispatch).mock.lastCall?.[0] as { value: unknown };
    await expect(headerNames(back.value).at(-1)).toBe("Finance Pre-Approval");
    await expect(
      canvas.getByRole("button", { name: "Nest Finance Pre-Approval under Company" }),
    ).toHaveFocus();
  },
};

/** An emptied name is an error on the entry, and the menu still reaches the draft. */
export const EmptyNameShowsError: Story = {
  play: async ({ canvasElement }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    const home = within(await canvas.findByRole("group", { name: "Menu entry: Home" }));
    await userEvent.clear(home.getByRole("textbox", { name: "Name" }));
    const unnamed = within(canvas.getByRole("group", { name: "Menu entry: Unnamed entry" }));
    await expect(unnamed.getByRole("textbox", { name: "Name" })).toBeInvalid();
    await expect(unnamed.getByText("This cannot be empty")).toBeVisible();
  },
};

/** A new entry is not an error while the marketer fills it in, only once a field is left empty. */
export const NewEntryErrorsOnceLeft: Story = {
  play: async ({ canvasElement }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole("button", { name: "Add an entry to the header menu" }),
    );
    const entry = within(canvas.getByRole("group", { name: "Menu entry: Unnamed entry" }));
    const name = entry.getByRole("textbox", { name: "Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).not.toBeInvalid();
    await expect(entry.queryByText("This cannot be empty")).toBeNull();
    await userEvent.tab();
    await expect(name).toBeInvalid();
    await expect(entry.getByText("This cannot be empty")).toBeVisible();
    await expect(entry.getByRole("textbox", { name: "URL" })).not.toBeInvalid();
  },
};

/** Icon-only row actions show their name on hover and keyboard focus; Escape hides it. */
export const RowActionsShowTheirNames: Story = {
  play: async ({ canvasElement }) => {
    await openMenus(canvasElement);
    const canvas = within(canvasElement);
    const remove = await canvas.findByRole("button", { name: "Remove Home" });
    const tooltip = () =>
      remove.parentElement?.querySelector('[data-slot="row-action-tooltip"]') as HTMLElement;
    await expect(tooltip()).not.toBeVisible();
    await userEvent.hover(remove);
    await expect(tooltip()).toBeVisible();
    await expect(tooltip()).toHaveTextContent("Remove Home");
    await userEvent.keyboard("{Escape}");
    await expect(tooltip()).not.toBeVisible();
    await userEvent.unhover(remove);
    const moveDown = canvas.getByRole("button", { name: "Move Home down" });
    moveDown.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(moveDown).toHaveFocus();
    await expect(
      moveDown.parentElement?.querySelector('[data-slot="row-action-tooltip"]'),
    ).toBeVisible();
  },
};
