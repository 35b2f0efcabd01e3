import { formatMoney } from "@storefront/rules/formatting/format";
import { emptyRefinements, type Refinements } from "@storefront/rules/search/search-refinements";
import { defaultFacetPanel } from "@storefront/schemas/site/search-settings";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { FacetPanel, type FacetPanelProps } from "./facet-panel.tsx";
import { modelsOfFourMakes, sampleStock } from "./sample-stock.ts";

/** Holds the search state the way the runtime does, so ticks and slides stay in place. */
function FacetPanelWithState(props: FacetPanelProps) {
  const [refinements, setRefinements] = useState(props.refinements);
  return (
    <FacetPanel
      {...props}
      refinements={refinements}
      onChange={(next, how) => {
        // A press only lets the runtime ask for its results early: the click makes the change.
        if (how === "pressing") return;
        setRefinements(next);
        props.onChange(next);
      }}
    />
  );
}

const refined = (change: Partial<Refinements>): Refinements => ({
  ...emptyRefinements(),
  ...change,
});

const meta = {
  title: "Blocks/Search/Facet panel",
  component: FacetPanel,
  tags: ["autodocs"],
  args: {
    title: "Filter Results",
    facets: [...defaultFacetPanel],
    result: sampleStock,
    status: "ready",
    refinements: emptyRefinements(),
    certifiedOnly: false,
    priceSliderMax: 100000,
    onChange: fn(),
  },
  render: (args) => (
    <div className="max-w-xs">
      <FacetPanelWithState {...args} />
    </div>
  ),
} satisfies Meta<typeof FacetPanel>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Pressing a value tells the runtime what choosing it would search for, so its results can be
 * asked for before the shopper lets go; the click then makes the change, once.
 */
export const PressAsksAhead: Story = {
  render: (args) => (
    <div className="max-w-xs">
      <FacetPanel {...args} />
    </div>
  ),
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Make" }));
    const toyota = await canvas.findByRole("checkbox", { name: "Toyota 412" });
    // One session: the release is the same press's, which makes the click.
    const user = userEvent.setup();
    await user.pointer({ keys: "[MouseLeft>]", target: toyota });
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ lists: { make: ["Toyota"] } }),
      "pressing",
    );
    await expect(toyota).not.toBeChecked();
    await user.pointer({ keys: "[/MouseLeft]", target: toyota });
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ lists: { make: ["Toyota"] } }),
      undefined,
    );
  },
};

/** About 2,000 vehicles, nothing refined: every group starts closed. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("button", { name: /Clear Filters/ })).toBeNull();

    await userEvent.click(canvas.getByRole("button", { name: "Make" }));
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Toyota 412" }));
    await expect(args.onChange).toHaveBeenCalledOnce();
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ lists: { make: ["Toyota"] }, page: 1 }),
    );
    // The tick follows in the render after the change's (the results are drawn first).
    await waitFor(() => expect(canvas.getByRole("checkbox", { name: "Toyota 412" })).toBeChecked());
    await expect(canvas.getByRole("button", { name: /^Clear Filters/ })).toHaveTextContent("1");

    // The keyword applies once, 300 ms after the last keystroke.
    await userEvent.type(canvas.getByRole("searchbox", { name: "Keyword" }), "hilux");
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(args.onChange).toHaveBeenCalledTimes(2));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: "hilux", lists: { make: ["Toyota"] } }),
    );
    // A tick applies at once: after it, no further keyword search came between.
    await userEvent.click(await canvas.findByRole("checkbox", { name: "Toyota 412" }));
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith(
        expect.objectContaining({ query: "hilux", lists: {} }),
      ),
    );
    await expect(args.onChange).toHaveBeenCalledTimes(3);
  },
};

/** Makes, body type and a price range set: those groups start open. */
export const WithRefinements: Story = {
  args: {
    refinements: refined({
      lists: { make: ["Toyota", "Mazda"], body: ["SUV"] },
      ranges: { price: { min: 20000, max: 60000 } },
    }),
    result: {
      ...sampleStock,
      count: 231,
      facets: { ...sampleStock.facets, model: modelsOfFourMakes },
    },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole("checkbox", { name: "Toyota 412" })).toBeChecked();
    await expect(await canvas.findByRole("checkbox", { name: "SUV 842" })).toBeChecked();
    await expect(canvas.getByRole("button", { name: /^Clear Filters/ })).toHaveTextContent("4");

    // Keyboard moves apply once, 400 ms after the last, rounded to 1000.
    const minimum = await canvas.findByRole("slider", { name: "Minimum price" });
    const maximum = await canvas.findByRole("slider", { name: "Maximum price" });
    await expect(minimum).toHaveAttribute("aria-valuetext", "$20,000");
    minimum.focus();
    await userEvent.keyboard("{ArrowRight}{ArrowRight}{ArrowRight}");
    const moved = Number(minimum.getAttribute("aria-valuenow"));
    const rounded = Math.round(moved / 1000) * 1000;
    await expect(moved).toBeGreaterThan(20000);
    await expect(minimum).toHaveAttribute("aria-valuetext", formatMoney(rounded));
    await expect(args.onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(args.onChange).toHaveBeenCalledOnce());
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ ranges: { price: { min: rounded, max: 60000 } } }),
    );
    await expect(minimum).toHaveAttribute("aria-valuenow", String(rounded));
    await expect(canvas.getByText(formatMoney(rounded))).toBeVisible();

    // Clear Filters clears everything and puts the thumbs back on the bounds.
    await userEvent.click(canvas.getByRole("button", { name: /^Clear Filters/ }));
    await expect(args.onChange).toHaveBeenLastCalledWith(
      expect.objectContaining({ query: "", lists: {}, ranges: {}, page: 1 }),
    );
    // The three moves made one change, and nothing came after it but the clearing.
    await expect(args.onChange).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(minimum).toHaveAttribute("aria-valuenow", "8000"));
    await expect(maximum).toHaveAttribute("aria-valuenow", "190000");
    await expect(canvas.getByRole("checkbox", { name: "Toyota 412" })).not.toBeChecked();
    await expect(canvas.queryByRole("button", { name: /Clear Filters/ })).toBeNull();
  },
};

/** The make list shows 7 until 'Show all makes'. */
export const AllMakesExpanded: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Make" }));
    const makes = await canvas.findByRole("group", { name: "Make" });
    await expect(await within(makes).findAllByRole("checkbox")).toHaveLength(7);
    await expect(within(makes).queryByRole("checkbox", { name: /^Volkswagen/ })).toBeNull();

    const toggle = canvas.getByRole("button", { name: "Show all makes" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(await within(makes).findAllByRole("checkbox")).toHaveLength(18);
    await expect(await within(makes).findByRole("checkbox", { name: "Lexus 14" })).toBeVisible();
  },
};

/** Four makes chosen: their 34 models, of which the list shows 30. */
export const ModelsForMake: Story = {
  args: {
    refinements: refined({ lists: { make: ["Toyota", "Mazda", "Hyundai", "Ford"] } }),
    result: {
      ...sampleStock,
      count: 1033,
      facets: { ...sampleStock.facets, model: modelsOfFourMakes },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Model" }));
    const models = await canvas.findByRole("group", { name: "Model" });
    await expect(await within(models).findAllByRole("checkbox")).toHaveLength(30);
    await expect(await within(models).findByRole("checkbox", { name: "HiLux 96" })).toBeVisible();
    await expect(within(models).queryByRole("checkbox", { name: /^Mazda2/ })).toBeNull();
  },
};

/** A certified-only site: the certified facet hides its 'false' value. */
export const CertifiedOnly: Story = {
  args: { facets: [...defaultFacetPanel, "certified"], certifiedOnly: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Certified" }));
    const certified = await canvas.findByRole("group", { name: "Certified" });
    await expect(
      await within(certified).findByRole("checkbox", { name: "Certified 312" }),
    ).toBeVisible();
    await expect(await within(certified).findAllByRole("checkbox")).toHaveLength(1);
  },
};

/** A search is running: the previous counts stay and the panel is marked busy. */
export const Loading: Story = {
  args: { status: "loading", refinements: refined({ lists: { make: ["Toyota"] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Filter Results" })).toHaveAttribute(
      "aria-busy",
      "true",
    );
    await expect(await canvas.findByRole("checkbox", { name: "Toyota 412" })).toBeChecked();
    await expect(await canvas.findByRole("checkbox", { name: "Mazda 236" })).toBeVisible();
  },
};

/** No stats yet: price slides from 0 to the site's maximum; km and year wait for stats. */
export const NoStats: Story = {
  args: { result: { ...sampleStock, facetStats: {} } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Price" }));
    await expect(await canvas.findByRole("slider", { name: "Minimum price" })).toHaveAttribute(
      "aria-valuetext",
      "$0",
    );
    await expect(await canvas.findByRole("slider", { name: "Maximum price" })).toHaveAttribute(
      "aria-valuetext",
      "$100,000",
    );
    await expect(canvas.queryByRole("button", { name: "Kilometres" })).toBeNull();
    await expect(canvas.queryByRole("button", { name: "Year" })).toBeNull();
  },
};

/** Phones: 'Filter Results' opens the drawer; 'Show Me' with the live count closes it. */
export const Mobile: Story = {
  args: { layout: "drawer", refinements: refined({ lists: { car_type: ["used"] } }) },
  globals: { viewport: { value: "mobile1", isRotated: false } },
  render: (args) => <FacetPanelWithState {...args} />,
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const trigger = page.getByRole("button", { name: "Filter Results 1" });
    await userEvent.click(trigger);
    const drawer = await page.findByRole("dialog", { name: "Filter Results" });

    const panel = within(drawer);
    await userEvent.click(panel.getByRole("button", { name: "Body Type" }));
    await userEvent.click(await panel.findByRole("checkbox", { name: "SUV 842" }));
    await expect(args.onChange).toHaveBeenCalledWith(
      expect.objectContaining({ lists: { car_type: ["used"], body: ["SUV"] } }),
    );

    await userEvent.click(panel.getByRole("button", { name: "Show Me 2,039 vehicles" }));
    await waitFor(() => expect(page.queryByRole("dialog")).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAccessibleName("Filter Results 2");

    // Left open so the accessibility check covers the drawer as well.
    await userEvent.click(trigger);
    await expect(await page.findByRole("dialog", { name: "Filter Results" })).toBeVisible();
  },
};
