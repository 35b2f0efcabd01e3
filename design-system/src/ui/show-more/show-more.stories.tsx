import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, userEvent, within } from "storybook/test";
import { ShowMoreToggle, useShowMore } from "./show-more.tsx";

const colours = ["Red", "Orange", "Yellow", "Green", "Blue", "Indigo", "Violet"];

function Colours({ shown }: { shown: number }) {
  const list = useShowMore(colours, shown);
  return (
    <div className="flex flex-col gap-2">
      <ul id={list.listId}>
        {list.visible.map((colour) => (
          <li key={colour}>{colour}</li>
        ))}
      </ul>
      {list.hasMore ? (
        <ShowMoreToggle
          expanded={list.expanded}
          controls={list.listId}
          onToggle={list.toggle}
          more="Show all"
          less="Show less"
        />
      ) : null}
    </div>
  );
}

const meta = {
  title: "Primitives/Show more",
  component: Colours,
  args: { shown: 3 },
} satisfies Meta<typeof Colours>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
    const toggle = canvas.getByRole("button", { name: "Show all" });
    await expect(toggle).toHaveAttribute("aria-controls", canvas.getByRole("list").id);
    await userEvent.click(toggle);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(canvas.getByRole("button", { name: "Show less" }));
    await expect(canvas.getAllByRole("listitem")).toHaveLength(3);
  },
};

export const ByKeyboard: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole("button", { name: "Show all" })).toHaveFocus();
    await userEvent.keyboard("{Enter}");
    await expect(canvas.getByText("Violet")).toBeVisible();
  },
};

export const NothingMoreToShow: Story = {
  args: { shown: 7 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole("listitem")).toHaveLength(7);
    await expect(canvas.queryByRole("button")).toBeNull();
  },
};
