import type { GenericField } from "@storefront/schemas/leads/lead-forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  pressEnterIn,
  refusedOn,
  sent,
  submittingStory,
  typeContact,
  unexpected,
} from "../lead-forms/story-sends.ts";
import { GenericForm } from "./generic-form.tsx";

const fields: GenericField[] = [
  { name: "name", label: "First Name", kind: "text", required: true, options: [] },
  { name: "email", label: "Email", kind: "email", required: false, options: [] },
  { name: "phone", label: "Mobile", kind: "phone", required: false, options: [] },
  {
    name: "department",
    label: "Department",
    kind: "select",
    required: true,
    options: ["Sales", "Service"],
  },
  { name: "message", label: "Comments", kind: "textarea", required: false, options: [] },
  { name: "finance", label: "Finance", kind: "check", required: false, options: [] },
];

const meta = {
  title: "Blocks/Content/Form/Form",
  component: GenericForm,
  args: { fields, categories: ["General Enquiry"], submitLabel: "Send", send: fn(sent) },
} satisfies Meta<typeof GenericForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The marketer's fields in their order; one category, so no Category select. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Department" })).toBeRequired();
    await expect(canvas.getByRole("checkbox", { name: "Finance" })).not.toBeChecked();
    await expect(canvas.queryByRole("combobox", { name: "Category" })).toBeNull();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    const department = canvas.getByRole("combobox", { name: "Department" });
    await waitFor(() => expect(department).toHaveFocus());
    await expect(department).toHaveAccessibleDescription("This is a required field.");
    await expect(args.send).not.toHaveBeenCalled();
  },
};

async function fillValid(canvas: ReturnType<typeof within>) {
  await typeContact(canvas);
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Department" }), "Service");
}

export const Submitting: Story = submittingStory({ fill: fillValid, sendFrom: "Mobile" });

/** The server's own message shows inline. */
export const ServerError: Story = {
  args: { send: fn(refusedOn("email", "Enter a valid email address")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "email: Enter a valid email address",
    );
  },
};

/** Without the server's word: the specification's generic-form message. */
export const UnexpectedError: Story = {
  args: {
    send: fn(async () => ({
      ...(await unexpected()),
      message: "An error occurred when submitting this form",
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "An error occurred when submitting this form",
    );
  },
};

/** Lead fields fill themselves; other answers join the message; ticks become services. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Finance" }));
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        name: "Jo",
        email: "jo@example.com",
        phone: "0400 000 000",
        message: "Department: Service",
        additional_services: ["Finance"],
        category: "General Enquiry",
        opt_in: true,
      }),
    );
  },
};

/** Several categories: the shopper chooses one. */
export const ChooseCategory: Story = {
  args: { categories: ["General Enquiry", "Careers Enquiry"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await pressEnterIn(canvas, "Mobile");
    const category = canvas.getByRole("combobox", { name: "Category" });
    await waitFor(() => expect(category).toHaveFocus());
    await userEvent.selectOptions(category, "Careers Enquiry");
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith(
        expect.objectContaining({ category: "Careers Enquiry" }),
      ),
    );
  },
};
