import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { EnquiryForm, type EnquiryResult, termsNote } from "./enquiry-form.tsx";

const sent = async (): Promise<EnquiryResult> => ({ status: "sent" });

const meta = {
  title: "Blocks/Vehicle/Enquiry form/Form",
  component: EnquiryForm,
  args: { commentsRequired: true, send: fn(sent) },
} satisfies Meta<typeof EnquiryForm>;
export default meta;
type Story = StoryObj<typeof meta>;

async function fillValid(canvas: ReturnType<typeof within>) {
  await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jo@example.com");
  await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
  await userEvent.type(canvas.getByRole("textbox", { name: "Comments" }), "Is it available?");
}

/** Every field labelled, opt-in checked, the terms note word for word, no category select. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["First Name", "Last Name", "Email", "Mobile", "Postcode", "Rego"])
      await expect(canvas.getByRole("textbox", { name })).toHaveValue("");
    await expect(canvas.getByRole("textbox", { name: "Comments" })).toBeRequired();
    await expect(canvas.getByRole("textbox", { name: "Rego" })).not.toBeRequired();
    await expect(
      canvas.getByRole("checkbox", { name: "Keep me up to date with news and offers" }),
    ).toBeChecked();
    await expect(canvas.getByText(termsNote)).toBeVisible();
    await expect(canvas.queryByRole("combobox", { name: /Category/ })).toBeNull();
    await expect(canvas.queryByRole("combobox", { name: /Preferred Dealership/ })).toBeNull();
  },
};

/** Sending it empty names each problem under its field, and focus goes to the first. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    const name = canvas.getByRole("textbox", { name: "First Name" });
    await waitFor(() => expect(name).toHaveFocus());
    await expect(name).toBeInvalid();
    await expect(name).toHaveAccessibleDescription("This is a required field.");
    await expect(canvas.getByRole("textbox", { name: "Email" })).toHaveAccessibleDescription(
      "Enter an email address or a phone number so the dealer can reply",
    );
    await expect(canvas.getByRole("textbox", { name: "Comments" })).toBeInvalid();
    await expect(canvas.getByRole("textbox", { name: "Rego" })).not.toBeInvalid();
    await userEvent.type(canvas.getByRole("textbox", { name: "Postcode" }), "20");
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await expect(
      await canvas.findByText("Invalid postcode. Please enter a 4-digit number."),
    ).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
  },
};

/** Comments optional on some sites. */
export const CommentsOptional: Story = {
  args: { commentsRequired: false },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "0400 000 000");
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() => expect(args.send).toHaveBeenCalledOnce());
  },
};

/** While the lead is on its way the button says so and cannot be pressed again. */
export const Submitting: Story = {
  args: { send: fn(() => new Promise<EnquiryResult>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await expect(await canvas.findByRole("button", { name: "Sending…" })).toBeDisabled();
  },
};

/** The server's message shows, and its field problems on their fields, the first focused. */
export const ServerError: Story = {
  args: {
    send: fn(
      async (): Promise<EnquiryResult> => ({
        status: "refused",
        message: "email: Use an address that receives mail",
        problems: [{ path: "email", message: "Use an address that receives mail" }],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "email: Use an address that receives mail",
    );
    const email = canvas.getByRole("textbox", { name: "Email" });
    await waitFor(() => expect(email).toHaveFocus());
    await expect(email).toHaveAccessibleDescription("Use an address that receives mail");
  },
};

/** Without the server's word: the specification's message, spelling kept. */
export const UnexpectedError: Story = {
  args: {
    send: fn(
      async (): Promise<EnquiryResult> => ({
        status: "refused",
        message: "An unexpected error occured",
        problems: [],
      }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unexpected error occured");
  },
};

/** A valid form sends the lead's values: opt-in, ticked services, blanks left out. */
export const Success: Story = {
  args: { checkOptions: ["Finance", "Trade-in"] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await fillValid(canvas);
    await userEvent.click(canvas.getByRole("checkbox", { name: "Finance" }));
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        name: "Jo",
        email: "jo@example.com",
        phone: "0400 000 000",
        message: "Is it available?",
        opt_in: true,
        additional_services: ["Finance"],
      }),
    );
  },
};

/** Remembered details are filled in for the shopper. */
export const Remembered: Story = {
  args: {
    initialValues: {
      name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      phone: "0400 000 000",
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("textbox", { name: "First Name" })).toHaveValue("Jo");
    await expect(canvas.getByRole("textbox", { name: "Last Name" })).toHaveValue("Citizen");
  },
};

/** The general enquiry's category (General Enquiry first) and several dealerships to choose. */
export const GeneralEnquiryWithDealerships: Story = {
  args: {
    categories: ["General Enquiry", "Careers Enquiry"],
    dealerships: [
      { value: "parramatta", label: "Parramatta Toyota" },
      { value: "penrith", label: "Penrith Toyota" },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("combobox", { name: "Category" })).toHaveValue("General Enquiry");
    await fillValid(canvas);
    await userEvent.selectOptions(
      canvas.getByRole("combobox", { name: "Category" }),
      "Careers Enquiry",
    );
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    const dealership = canvas.getByRole("combobox", { name: "Preferred Dealership" });
    await waitFor(() => expect(dealership).toHaveFocus());
    await expect(dealership).toHaveAccessibleDescription("This is a required field.");
    await userEvent.selectOptions(dealership, "penrith");
    await userEvent.click(canvas.getByRole("button", { name: "Send Enquiry" }));
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith(
        expect.objectContaining({
          category: "General Enquiry",
          subcategory: "Career Enquiry",
          dealership_slug: "penrith",
        }),
      ),
    );
  },
};

/** Two steps: Next checks only the contact details; the enquiry step sends. */
export const MultiStep: Story = {
  args: { steps: "multi" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText("Step 1 of 2: Your details")).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.type(canvas.getByRole("textbox", { name: "Mobile" }), "0400 000 000{Enter}");
    const comments = await canvas.findByRole("textbox", { name: "Comments" });
    await expect(canvas.getByText("Step 2 of 2: Your enquiry")).toBeVisible();
    await expect(args.send).not.toHaveBeenCalled();
    canvas.getByRole("button", { name: "Send Enquiry" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(comments).toHaveFocus());
    await expect(comments).toHaveAccessibleDescription("This is a required field.");
    await userEvent.type(comments, "Is it available?");
    canvas.getByRole("button", { name: "Send Enquiry" }).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith(
        expect.objectContaining({ name: "Jo", message: "Is it available?" }),
      ),
    );
  },
};
