import type { Meta, StoryObj } from "@storybook/react-vite";
import { Skeleton } from "./skeleton.tsx";

const meta = {
  title: "Primitives/Skeleton",
  component: Skeleton,
  args: { className: "h-4 w-48" },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The loading card shown in search results while cars load. */
export const LoadingCard: Story = {
  render: () => (
    <div aria-busy="true" className="grid max-w-xs gap-3 rounded-lg border p-4">
      <span className="sr-only">Loading cars</span>
      <Skeleton className="aspect-[3/2] w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-9 w-full" />
    </div>
  ),
};
