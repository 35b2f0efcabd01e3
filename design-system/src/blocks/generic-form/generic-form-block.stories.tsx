import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, within } from "storybook/test";
import { sent } from "../lead-forms/story-sends.ts";
import { GenericFormBlock } from "./generic-form-block.tsx";

const meta = {
  title: "Blocks/Content/Form",
  component: GenericFormBlock,
  args: {
    title: "Send us a message",
    submitLabel: "Send",
    categories: ["General Enquiry"],
    fields: [
      { name: "name", label: "First Name", kind: "text", required: true, options: [] },
      { name: "email", label: "Email", kind: "email", required: true, options: [] },
      { name: "message", label: "Comments", kind: "textarea", required: true, options: [] },
    ],
    initialValues: {},
    send: fn(sent),
  },
} satisfies Meta<typeof GenericFormBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page's form under its title. */
export const OnItsPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Send us a message" })).toBeVisible();
    await expect(await canvas.findByRole("textbox", { name: "Email" })).toBeRequired();
  },
};
