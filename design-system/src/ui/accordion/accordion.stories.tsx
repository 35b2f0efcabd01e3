import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "./accordion.tsx";

const faq = [
  {
    question: "What vehicles do you buy?",
    answer: "All vehicle types are bought.",
  },
  {
    question: "Will I get an online estimate?",
    answer: "Cars over 7 years or over 100,000 km normally get no online estimate.",
  },
  {
    question: "Where is the inspection?",
    answer: "Inspection is at a dealership or at the customer's location.",
  },
];

const items = faq.map((entry) => (
  <AccordionItem key={entry.question} value={entry.question}>
    <AccordionTrigger>{entry.question}</AccordionTrigger>
    <AccordionContent>{entry.answer}</AccordionContent>
  </AccordionItem>
));

const meta = {
  title: "Primitives/Accordion",
  component: Accordion,
  args: { type: "single", collapsible: true },
  render: (args) => (
    <Accordion {...args} className="max-w-lg">
      {items}
    </Accordion>
  ),
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "What vehicles do you buy?" });
    const second = canvas.getByRole("button", { name: "Will I get an online estimate?" });

    await userEvent.click(first);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(canvas.getByText("All vehicle types are bought.")).toBeVisible();

    // Single mode: opening another item closes the first.
    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "true");
    await expect(first).toHaveAttribute("aria-expanded", "false");

    await userEvent.click(second);
    await expect(second).toHaveAttribute("aria-expanded", "false");
    await expect(canvas.queryByText(/no online estimate/)).toBeNull();

    await userEvent.keyboard("{ArrowDown}");
    await expect(canvas.getByRole("button", { name: "Where is the inspection?" })).toHaveFocus();
  },
};

export const Multiple: Story = {
  args: { type: "multiple" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole("button", { name: "What vehicles do you buy?" });
    const third = canvas.getByRole("button", { name: "Where is the inspection?" });
    await userEvent.click(first);
    await userEvent.click(third);
    await expect(first).toHaveAttribute("aria-expanded", "true");
    await expect(third).toHaveAttribute("aria-expanded", "true");
  },
};
