import { formatMoney } from "@storefront/rules/formatting/format";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, within } from "storybook/test";
import { Slider } from "./slider.tsx";

// Spec: price range slider, step 500, default range 5000 to 250000, minimum below maximum.
const priceRange = { min: 5000, max: 250000, step: 500 };

const meta = {
  title: "Primitives/Slider",
  component: Slider,
  args: {
    ...priceRange,
    defaultValue: [20000, 60000],
    thumbLabels: ["Minimum price", "Maximum price"],
    getValueText: formatMoney,
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  render: (args) => (
    <div className="max-w-md pt-2">
      <Slider {...args} />
    </div>
  ),
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Spec: the price range slider, 5000 to 250000 in steps of 500, minimum below maximum. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const minimum = canvas.getByRole("slider", { name: "Minimum price" });
    const maximum = canvas.getByRole("slider", { name: "Maximum price" });
    const value = (thumb: HTMLElement) => Number(thumb.getAttribute("aria-valuenow"));

    await expect(minimum).toHaveAttribute("aria-valuetext", "$20,000");

    minimum.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(value(minimum)).toBe(20500);
    await userEvent.keyboard("{ArrowLeft}{ArrowLeft}");
    await expect(value(minimum)).toBe(19500);
    await userEvent.keyboard("{PageUp}");
    await expect(value(minimum)).toBe(24500);
    await userEvent.keyboard("{PageDown}");
    await expect(value(minimum)).toBe(19500);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([19500, 60000]);

    // End takes the minimum as far as it may go: one step below the maximum, never past it.
    await userEvent.keyboard("{End}");
    await expect(value(minimum)).toBe(59500);
    await userEvent.keyboard("{ArrowRight}{PageUp}");
    await expect(value(minimum)).toBe(59500);
    await expect(value(maximum)).toBe(60000);
    await expect(minimum).toHaveFocus();
    await userEvent.keyboard("{Home}");
    await expect(value(minimum)).toBe(5000);

    maximum.focus();
    await userEvent.keyboard("{Home}");
    await expect(value(maximum)).toBe(5500);
    await expect(value(minimum)).toBe(5000);
    await userEvent.keyboard("{ArrowLeft}{PageDown}");
    await expect(value(maximum)).toBe(5500);
    await userEvent.keyboard("{End}");
    await expect(value(maximum)).toBe(250000);
    await expect(maximum).toHaveAttribute("aria-valuetext", "$250,000");
  },
};

/** Spec: loan term slider, 1 to 7 years, step 1, default 5. */
export const SingleValue: Story = {
  args: {
    min: 1,
    max: 7,
    step: 1,
    defaultValue: [5],
    thumbLabels: ["Loan term"],
    getValueText: (years: number) => `${years} years`,
  },
  play: async ({ canvasElement }) => {
    const term = within(canvasElement).getByRole("slider", { name: "Loan term" });
    term.focus();
    await userEvent.keyboard("{ArrowRight}");
    await expect(term).toHaveAttribute("aria-valuenow", "6");
    await userEvent.keyboard("{End}");
    await expect(term).toHaveAttribute("aria-valuenow", "7");
    await userEvent.keyboard("{Home}");
    await expect(term).toHaveAttribute("aria-valuenow", "1");
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const minimum = within(canvasElement).getByRole("slider", { name: "Minimum price" });
    minimum.focus();
    await userEvent.keyboard("{ArrowRight}{End}");
    await expect(minimum).toHaveAttribute("aria-valuenow", "20000");
  },
};
