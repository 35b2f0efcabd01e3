import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { fixtureVehicles } from "../vehicle-card/vehicle-fixtures.ts";
import { emptyResultsMessage } from "./empty-results.tsx";
import { SearchResults } from "./search-results.tsx";
import {
  financePromo,
  fixtureResult,
  searchResultsArgs,
  tradeInPromo,
  withSold,
} from "./search-results-fixtures.ts";

const meta = {
  title: "Blocks/Search/Search results",
  component: SearchResults,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <div className="mx-auto w-full max-w-7xl p-4">
        <Story />
      </div>
    ),
  ],
  args: searchResultsArgs(),
} satisfies Meta<typeof SearchResults>;
export default meta;
type Story = StoryObj<typeof meta>;

const gridItems = (canvasElement: HTMLElement) => {
  const grid = canvasElement.querySelector<HTMLElement>("[data-slot='search-results-grid']");
  return grid ? within(grid).getAllByRole("listitem") : [];
};

const cardHeadings = (canvasElement: HTMLElement) =>
  within(canvasElement).queryAllByRole("heading", { level: 3 });

export const Default: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("1,234 vehicles")).toBeVisible();
    await expect(cardHeadings(canvasElement)).toHaveLength(21);
    const images = canvas.getAllByRole("img");
    await expect(images.slice(0, 2).map((image) => image.getAttribute("loading"))).toEqual([
      "eager",
      "eager",
    ]);
    await expect(images[2]).toHaveAttribute("loading", "lazy");

    await step("changing the sort asks for the new order", async () => {
      await userEvent.selectOptions(canvas.getByLabelText("Sort by"), "price-asc");
      await expect(args.sort.onChange).toHaveBeenCalledWith("price-asc");
    });

    await step("the heart saves the car it belongs to", async () => {
      const first = fixtureVehicles[0];
      const save = canvas.getByRole("button", { name: "Save 2021 Toyota HiLux SR5 (4x4)" });
      await expect(save).toHaveAttribute("aria-pressed", "false");
      await userEvent.click(save);
      await expect(args.favourites.heart?.onToggle).toHaveBeenCalledWith(first);
      await expect(
        canvas.getByRole("button", { name: "Save 2023 Toyota RAV4 GX Hybrid (2WD)" }),
      ).toHaveAttribute("aria-pressed", "true");
    });

    await step("page links lead to their pages", async () => {
      const pagination = within(canvas.getByRole("navigation", { name: "Pagination" }));
      await expect(pagination.getByRole("link", { name: "Page 1" })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(pagination.getByRole("link", { name: "Page 2" })).toHaveAttribute(
        "href",
        "/search/used-cars?page=2",
      );
      await expect(pagination.getByRole("link", { name: "Next" })).toHaveAttribute(
        "href",
        "/search/used-cars?page=2",
      );
      await expect(pagination.queryByRole("link", { name: "Previous" })).toBeNull();
    });
  },
};

export const Loading: Story = {
  args: { status: "loading", result: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Loading vehicles…")).toBeInTheDocument();
    await expect(
      canvasElement.querySelector("[data-slot='search-results-skeleton']"),
    ).toHaveAttribute("aria-busy", "true");
    await expect(cardHeadings(canvasElement)).toHaveLength(0);
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const LoadingWithPrevious: Story = {
  args: { status: "loading" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardHeadings(canvasElement)).toHaveLength(21);
    await expect(canvasElement.querySelector("[data-slot='search-results-grid']")).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(canvas.getByText("1,234 vehicles")).toBeVisible();
    await expect(canvas.getByText("Updating…")).toBeVisible();
    // A search that lasts dims the photos, and only them.
    const photo = canvasElement.querySelector("[data-slot='search-results-grid'] img");
    await waitFor(() => expect(photo && getComputedStyle(photo).opacity).toBe("0.4"));
    await expect(getComputedStyle(cardHeadings(canvasElement)[0] as Element).opacity).toBe("1");
  },
};

export const ErrorState: Story = {
  name: "Error",
  args: { status: "error", result: undefined, onRetry: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const alert = canvas.getByRole("alert");
    await expect(alert).toHaveTextContent("We couldn't refresh the results.");
    await expect(cardHeadings(canvasElement)).toHaveLength(0);
    await userEvent.click(within(alert).getByRole("button", { name: "Try again" }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ErrorWithPrevious: Story = {
  args: { status: "error", onRetry: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("alert")).toHaveTextContent(
      "We couldn't refresh the results. Showing the last results.",
    );
    await expect(cardHeadings(canvasElement)).toHaveLength(21);
  },
};

export const Empty: Story = {
  args: { result: fixtureResult([], { count: 0, pages: 0, facets: {} }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("0 vehicles")).toBeVisible();
    await expect(canvas.getByRole("heading", { name: "No Results Available" })).toBeVisible();
    await expect(canvas.getByText(emptyResultsMessage)).toBeVisible();
    await expect(canvas.getByRole("link", { name: "Clear Filters" })).toHaveAttribute(
      "href",
      "/special-offers",
    );
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const SoldRun: Story = {
  args: { result: fixtureResult(withSold([3, 4, 5, 9])) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Of the run at 4 to 6 only the first shows; the lone sold car at 10 shows too.
    await expect(cardHeadings(canvasElement)).toHaveLength(19);
    await expect(canvas.getAllByText("JUST SOLD")).toHaveLength(2);
    await expect(canvas.getByRole("heading", { name: "2022 Mazda CX-5 Maxx Sport" })).toBeVisible();
    await expect(canvas.queryByRole("heading", { name: "2020 Hyundai i30 Active" })).toBeNull();
    await expect(canvas.queryByRole("heading", { name: "2025 Kia Sportage SX+" })).toBeNull();
  },
};

export const AllSold: Story = {
  args: {
    result: fixtureResult(withSold([0, 1, 2, 3], fixtureVehicles.slice(0, 4)), {
      count: 4,
      pages: 1,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(cardHeadings(canvasElement)).toHaveLength(4);
    await expect(canvas.getAllByRole("link", { name: "Find Me Something Similar" })).toHaveLength(
      4,
    );
    await expect(canvas.queryByRole("navigation", { name: "Pagination" })).toBeNull();
  },
};

export const WithPromos: Story = {
  args: { promos: [financePromo, tradeInPromo] },
  play: async ({ canvasElement }) => {
    const items = gridItems(canvasElement);
    await expect(items).toHaveLength(23);
    await expect(within(items[4]!).getByRole("link", { name: "Get Pre-Approved" })).toHaveAttribute(
      "href",
      "/finance",
    );
    await expect(within(items[9]!).getByRole("link", { name: "Value My Trade-In" })).toBeVisible();
  },
};

export const PromoRandomised: Story = {
  args: {
    promos: [{ ...financePromo, position: 9, randomise: true }],
    random: () => 0.99,
  },
  play: async ({ canvasElement }) => {
    const items = gridItems(canvasElement);
    // Position 9 plus a random 2.
    await expect(within(items[10]!).getByRole("heading")).toHaveTextContent(financePromo.title);
  },
};

export const NoPrice: Story = {
  args: {
    result: fixtureResult(
      fixtureVehicles.slice(0, 6).map((car, index) => (index % 2 ? car : { ...car, price: 0 })),
      { count: 6, pages: 1 },
    ),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText("Enquire for price.")).toHaveLength(3);
  },
};

export const Paged: Story = {
  args: { result: fixtureResult(fixtureVehicles, { page: 3, pages: 12, count: 250 }) },
  play: async ({ canvasElement }) => {
    const pagination = within(
      within(canvasElement).getByRole("navigation", { name: "Pagination" }),
    );
    await expect(pagination.getByRole("link", { name: "Page 3" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(pagination.getByRole("link", { name: "Previous" })).toHaveAttribute(
      "href",
      "/search/used-cars?page=2",
    );
    await expect(pagination.getByRole("link", { name: "Next" })).toHaveAttribute(
      "href",
      "/search/used-cars?page=4",
    );
    await expect(pagination.getByRole("link", { name: "Page 12" })).toHaveAttribute(
      "href",
      "/search/used-cars?page=12",
    );
    await expect(pagination.queryByRole("link", { name: "Page 8" })).toBeNull();
  },
};

/** An old link past the last page: no empty-state dead end, a way back to the results. */
export const PastLastPage: Story = {
  args: { result: fixtureResult([], { page: 40, pages: 12, count: 250 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText("No Results Available")).toBeNull();
    await expect(canvas.getByRole("link", { name: "Go to page 12" })).toHaveAttribute(
      "href",
      "/search/used-cars?page=12",
    );
    await expect(canvas.getByRole("navigation", { name: "Pagination" })).toBeVisible();
  },
};

/**
 * A site in compare mode: a Compare toggle on each card that can be compared (priced, with a
 * photo), no heart, and a link to the compare page with how many cars are chosen.
 */
export const CompareMode: Story = {
  args: {
    favourites: {
      enabled: true,
      mode: "compare",
      compareUsedOnly: false,
      compare: { saved: new Set([fixtureVehicles[2]?.id ?? 0]), onToggle: fn() },
      link: { href: "/compare", label: "Compare (1)" },
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /^Save / })).toBeNull();
    await expect(canvas.getByRole("link", { name: "Compare (1)" })).toHaveAttribute(
      "href",
      "/compare",
    );
    const first = fixtureVehicles[0];
    const compare = canvas.getByRole("button", { name: "Compare 2021 Toyota HiLux SR5 (4x4)" });
    await expect(compare).toHaveAttribute("aria-pressed", "false");
    compare.focus();
    await userEvent.keyboard("{Enter}");
    await expect(args.favourites.compare?.onToggle).toHaveBeenCalledWith(first);
    await expect(
      canvas.getByRole("button", { name: "Compare 2023 Toyota RAV4 GX Hybrid (2WD)" }),
    ).toHaveAttribute("aria-pressed", "true");
  },
};
