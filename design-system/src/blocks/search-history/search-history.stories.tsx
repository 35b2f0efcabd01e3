import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { SearchHistory } from "./search-history.tsx";

const searches = [
  { href: "/search/toyota/corolla", title: "Toyota Corolla for Sale" },
  { href: "/search/used-cars?price_max=20000", title: "Used Cars for Sale" },
  { href: "/search/suv", title: "SUV for Sale" },
];

const meta = {
  title: "Blocks/Search/Recent searches",
  component: SearchHistory,
  args: {
    title: "Your recent searches",
    showWhen: "always",
    searches,
    shown: true,
    onClear: fn(),
  },
} satisfies Meta<typeof SearchHistory>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The last searches, newest first, each a link to run it again; they can be cleared. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole("region", { name: "Your recent searches" });
    const links = within(region).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(searches.map((s) => s.title));
    expect(links[0]).toHaveAttribute("href", "/search/toyota/corolla");
    const clear = canvas.getByRole("button", { name: "Clear searches" });
    // The first stop on the keyboard, before the searches.
    await userEvent.tab();
    expect(clear).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    expect(args.onClear).toHaveBeenCalledOnce();
  },
};

/** No searches yet: the block shows nothing at all. */
export const NoSearches: Story = {
  args: { searches: [] },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="search-history"]')).toBeNull();
  },
};

/** Placed to show only when a search finds nothing, on a search that found cars. */
export const HiddenWhileResultsShow: Story = {
  args: { showWhen: "no-results", shown: false },
  play: async ({ canvasElement }) => {
    expect(within(canvasElement).queryByRole("region")).toBeNull();
  },
};
