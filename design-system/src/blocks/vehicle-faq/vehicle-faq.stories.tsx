import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { VehicleFaq } from "./vehicle-faq.tsx";

const defaults = blockProps["vehicle-faq"].parse({});

const meta = {
  title: "Blocks/Vehicle/Vehicle FAQ",
  component: VehicleFaq,
  tags: ["autodocs"],
  args: defaults,
} satisfies Meta<typeof VehicleFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole("heading", { level: 2, name: "Frequently Asked Questions" }),
    ).toBeVisible();
    const questions = canvas.getAllByRole("button");
    await expect(questions).toHaveLength(5);
    for (const question of questions)
      await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/Vehicles sell quickly/)).toBeNull();
  },
};

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const finance = canvas.getByRole("button", { name: "Is finance available?" });
    await userEvent.click(finance);
    await expect(finance).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/Finance can be arranged for approved applicants/)).toBeVisible();
    await userEvent.click(finance);
    await expect(finance).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/Finance can be arranged/)).toBeNull();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "Is this vehicle still available?" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: "Can I book a test drive?" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/find a time that suits you/)).toBeVisible();
    await userEvent.keyboard(" ");
    await expect(second).toHaveAttribute("aria-expanded", "false");
  },
};

export const DealerQuestions: Story = {
  args: {
    title: "Buying from us",
    items: [{ question: "Do you take deposits?", answer: "A deposit holds the car for 48 hours." }],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Buying from us" })).toBeVisible();
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
  },
};
