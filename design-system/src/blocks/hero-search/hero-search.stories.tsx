import type { FacetValue } from "@storefront/rules/search/facet-values";
import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, within } from "storybook/test";
import { HeroSearch, type HeroSearchProps } from "./hero-search.tsx";
import type { HeroSearchFilters } from "./hero-search-data.ts";

const modelsByMake: Record<string, FacetValue[]> = {
  Toyota: [
    { value: "Hilux", count: 96 },
    { value: "RAV4", count: 71 },
    { value: "Corolla", count: 47 },
  ],
  Mazda: [
    { value: "CX-5", count: 58 },
    { value: "BT-50", count: 41 },
    { value: "Mazda3", count: 32 },
  ],
  Hyundai: [
    { value: "Tucson", count: 62 },
    { value: "i30", count: 50 },
  ],
};

/** Holds the filters as the runtime would, so the selects and search box respond. */
function HeroSearchWithState(args: HeroSearchProps) {
  const [filters, setFilters] = useState<HeroSearchFilters>(args.filters);
  const models = filters.make ? (modelsByMake[filters.make] ?? []) : [];
  return (
    <HeroSearch
      {...args}
      filters={filters}
      options={{ ...args.options, models }}
      onChange={(next) => {
        setFilters(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: "Blocks/Home/Hero search",
  component: HeroSearch,
  tags: ["autodocs"],
  render: HeroSearchWithState,
  args: {
    ...blockProps["hero-search"].parse({}),
    filters: { query: "" },
    options: {
      makes: [
        { value: "Toyota", count: 214 },
        { value: "Mazda", count: 131 },
        { value: "Hyundai", count: 112 },
      ],
      models: [],
      bodies: [
        { value: "SUV", count: 498 },
        { value: "Ute", count: 301 },
        { value: "Hatch", count: 187 },
        { value: "Sedan", count: 122 },
      ],
      maxPrices: [20000, 30000, 40000, 50000, 75000, 100000],
    },
    count: 1234,
    counting: false,
    onChange: fn(),
    onSubmit: fn(),
  },
} satisfies Meta<typeof HeroSearch>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByRole("search", { name: "Find your next vehicle" });
    const keyword = within(search).getByRole("searchbox", { name: "Keyword" });
    const model = canvas.getByRole("combobox", { name: "Model" });
    await expect(model).toBeDisabled();

    await userEvent.type(keyword, "hybrid");
    await expect(keyword).toHaveValue("hybrid");
    await expect(args.onChange).toHaveBeenLastCalledWith({ query: "hybrid" });

    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Make" }), "Toyota");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      query: "hybrid",
      make: "Toyota",
      model: undefined,
    });
    await expect(model).toBeEnabled();
    await expect(canvas.getByRole("option", { name: "Hilux (96)" })).toBeInTheDocument();

    await userEvent.type(keyword, "{Enter}");
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: "hybrid", make: "Toyota" }),
    );

    await userEvent.click(canvas.getByRole("button", { name: "Show Me (1,234)" }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(2);
  },
};

/** A new count is on its way: the last count stays and the button is marked busy. */
export const Counting: Story = {
  args: { counting: true },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole("button", { name: /^Show Me/ });
    await expect(button).toHaveAttribute("aria-busy", "true");
    await expect(button).toHaveTextContent("1,234");
  },
};

/** Nothing matches, yet Show Me still goes to the (empty) results page. */
export const NoMatches: Story = {
  args: { count: 0, filters: { query: "tesla", maxPrice: 20000 } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Max Price" })).toHaveValue("20000");
    const button = canvas.getByRole("button", { name: "Show Me (0)" });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onSubmit).toHaveBeenCalledWith({ query: "tesla", maxPrice: 20000 });
  },
};

const photo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><defs><linearGradient id="g" x2="1" y2="1"><stop offset="0" stop-color="#f8fafc"/><stop offset="1" stop-color="#94a3b8"/></linearGradient></defs><rect width="1600" height="900" fill="url(#g)"/></svg>',
)}`;

/** A light photo behind the title: the scrim keeps the text readable. */
export const WithImage: Story = {
  args: { image: photo },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Find your next vehicle" })).toBeVisible();
  },
};

/** A make is chosen, so its models are listed; choosing another make clears the model. */
export const MakeChosen: Story = {
  args: { filters: { query: "", make: "Toyota", model: "RAV4" } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const model = canvas.getByRole("combobox", { name: "Model" });
    await expect(model).toBeEnabled();
    await expect(model).toHaveValue("RAV4");

    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Make" }), "Mazda");
    await expect(args.onChange).toHaveBeenLastCalledWith({
      query: "",
      make: "Mazda",
      model: undefined,
    });
    await expect(model).toHaveValue("");
    await expect(canvas.getByRole("option", { name: "CX-5 (58)" })).toBeInTheDocument();
  },
};
