import type { Meta, StoryObj } from "@storybook/react-vite";
import { Badge } from "./badge.tsx";

const meta = {
  title: "Primitives/Badge",
  component: Badge,
  args: { children: "New" },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Primary: Story = { args: { variant: "primary" } };
export const Secondary: Story = { args: { variant: "secondary", children: "Demo" } };
export const Outline: Story = { args: { variant: "outline", children: "Certified" } };
export const Muted: Story = { args: { variant: "muted", children: "Coming soon" } };
export const Success: Story = { args: { variant: "success", children: "Electric" } };
export const Warning: Story = { args: { variant: "warning", children: "Reserved" } };
export const Danger: Story = { args: { variant: "danger", children: "JUST SOLD" } };
export const Info: Story = { args: { variant: "info", children: "Test Drive Only" } };

export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>New</Badge>
      <Badge variant="secondary">Demo</Badge>
      <Badge variant="outline">Certified</Badge>
      <Badge variant="muted">Coming soon</Badge>
      <Badge variant="success">Electric</Badge>
      <Badge variant="warning">Reserved</Badge>
      <Badge variant="danger">JUST SOLD</Badge>
      <Badge variant="info">Test Drive Only</Badge>
    </div>
  ),
};
