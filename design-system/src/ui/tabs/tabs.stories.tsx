import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "./tabs.tsx";

const meta = {
  title: "Primitives/Tabs",
  component: Tabs,
  args: { defaultValue: "sales" },
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Location type">
        <TabsTrigger value="sales">Sales</TabsTrigger>
        <TabsTrigger value="service">Service</TabsTrigger>
        <TabsTrigger value="parts">Parts</TabsTrigger>
      </TabsList>
      <TabsContent value="sales">Sales hours: Monday to Friday 8:30am to 5:30pm.</TabsContent>
      <TabsContent value="service">Service hours: Monday to Friday 7:30am to 5:00pm.</TabsContent>
      <TabsContent value="parts">Parts hours: Monday to Friday 8:00am to 5:00pm.</TabsContent>
    </Tabs>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const sales = canvas.getByRole("tab", { name: "Sales" });
    const service = canvas.getByRole("tab", { name: "Service" });
    const parts = canvas.getByRole("tab", { name: "Parts" });
    await expect(sales).toHaveAttribute("aria-selected", "true");

    await userEvent.click(sales);
    await userEvent.keyboard("{ArrowRight}");
    await expect(service).toHaveFocus();
    await expect(service).toHaveAttribute("aria-selected", "true");
    await expect(canvas.getByRole("tabpanel")).toHaveTextContent(/Service hours/);

    await userEvent.keyboard("{ArrowRight}{ArrowRight}");
    await expect(sales).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{ArrowLeft}");
    await expect(parts).toHaveAttribute("aria-selected", "true");
    await userEvent.keyboard("{Home}");
    await expect(sales).toHaveAttribute("aria-selected", "true");
  },
};

export const WithDisabledTab: Story = {
  render: (args) => (
    <Tabs {...args}>
      <TabsList aria-label="Location type">
        <TabsTrigger value="sales">Sales</TabsTrigger>
        <TabsTrigger value="service" disabled>
          Service
        </TabsTrigger>
        <TabsTrigger value="parts">Parts</TabsTrigger>
      </TabsList>
      <TabsContent value="sales">Sales hours: Monday to Friday 8:30am to 5:30pm.</TabsContent>
      <TabsContent value="parts">Parts hours: Monday to Friday 8:00am to 5:00pm.</TabsContent>
    </Tabs>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("tab", { name: "Sales" }));
    await userEvent.keyboard("{ArrowRight}");
    await expect(canvas.getByRole("tab", { name: "Parts" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  },
};
