import type { Meta, StoryObj } from "@storybook/react-vite";
import { useState } from "react";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { BlockPropsForm, type BlockPropsFormProps } from "./block-props-form.tsx";
import { pickUpWithKeyboard } from "./lists/sortable-list-story-steps.ts";

/** The block's props held as the draft would hold them. */
function Harness(props: BlockPropsFormProps) {
  const [value, setValue] = useState(props.props);
  return (
    <div className="max-w-xl">
      <BlockPropsForm
        {...props}
        props={value}
        onChange={(next) => {
          setValue(next);
          props.onChange(next);
        }}
      />
    </div>
  );
}

const meta = {
  title: "Studio/Forms/BlockPropsForm",
  component: Harness,
  args: {
    type: "why-buy-from-us",
    props: {},
    onChange: fn(),
    pointerBase: "/pages/0/zones/main/3/props",
  },
} satisfies Meta<typeof Harness>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WhyBuyFromUs: Story = {};

/** Reasons reordered with the keyboard through the drag handle. */
export const ReorderByKeyboard: Story = {
  args: {
    props: {
      items: [
        { title: "Warranty", text: "Mechanical protection." },
        { title: "Finance", text: "Pre-approval in minutes." },
      ],
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const handle = canvas.getByRole("button", { name: "Drag Reason 1" });
    await pickUpWithKeyboard(handle);
    await userEvent.keyboard("{ArrowDown}");
    await waitFor(() => expect(canvas.getByText(/is over position 2 of/)).toBeInTheDocument());
    await userEvent.keyboard(" ");
    await waitFor(() =>
      expect(args.onChange).toHaveBeenLastCalledWith({
        items: [
          { title: "Finance", text: "Pre-approval in minutes." },
          { title: "Warranty", text: "Mechanical protection." },
        ],
      }),
    );
  },
};

/** An optional link is added as a whole, and its address is checked as it is typed. */
export const AnnouncementBarLink: Story = {
  args: { type: "announcement-bar" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Add link" }));
    await expect(args.onChange).toHaveBeenLastCalledWith({ link: { label: "", href: "" } });
    const href = canvas.getByRole("textbox", { name: "Link" });
    await userEvent.type(href, "javascript:alert(1)");
    await waitFor(() => expect(href).toBeInvalid());
    await expect(
      canvas.getByText("Links may not use the javascript: or data: scheme"),
    ).toBeVisible();
  },
};

/** A feature banner's image shows a preview. */
export const FeatureBannerImage: Story = {
  args: {
    type: "feature-banner",
    props: { image: "/storybook-assets/dealer-logo.svg" },
  },
};

export const NoSettings: Story = { args: { type: "breadcrumb" } };
