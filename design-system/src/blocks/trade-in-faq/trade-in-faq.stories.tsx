import { blockProps } from "@storefront/schemas";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { TradeInFaq } from "./trade-in-faq.tsx";

const defaults = blockProps["trade-in-faq"].parse({});

const meta = {
  title: "Blocks/Content/Trade-in FAQ",
  component: TradeInFaq,
  tags: ["autodocs"],
  args: defaults,
} satisfies Meta<typeof TradeInFaq>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { level: 2, name: "Trade-in FAQ" })).toBeVisible();
    const questions = canvas.getAllByRole("button");
    await expect(questions).toHaveLength(5);
    // Every answer starts closed.
    for (const question of questions)
      await expect(question).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/All vehicle types are bought/)).toBeNull();
  },
};

export const OpenAndClose: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const which = canvas.getByRole("button", { name: "What vehicles do you buy?" });
    await userEvent.click(which);
    await expect(which).toHaveAttribute("aria-expanded", "true");
    await expect(
      canvas.getByText(
        "All vehicle types are bought. Cars over 7 years or over 100,000 km normally get no online estimate.",
      ),
    ).toBeVisible();
    // A second answer opens beside the first.
    const where = canvas.getByRole("button", { name: "Where is my vehicle inspected?" });
    await userEvent.click(where);
    await expect(
      canvas.getByText("Inspection is at a dealership or at the customer's location."),
    ).toBeVisible();
    await expect(which).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(which);
    await expect(which).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/All vehicle types are bought/)).toBeNull();
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole("button", { name: "What vehicles do you buy?" });
    await expect(first).toHaveFocus();
    await userEvent.keyboard("{ArrowDown}");
    const second = canvas.getByRole("button", { name: "How is my estimate worked out?" });
    await expect(second).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText(/third-party valuation tool/)).toBeVisible();
  },
};

export const DealerQuestions: Story = {
  args: {
    title: "Selling your car",
    items: [
      {
        question: "Do you buy motorcycles?",
        answer: "All vehicle types are bought.",
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("heading", { name: "Selling your car" })).toBeVisible();
    await expect(canvas.getAllByRole("button")).toHaveLength(1);
  },
};
