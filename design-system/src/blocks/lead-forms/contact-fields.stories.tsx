import { contactFormSchema } from "@storefront/schemas/leads/lead-forms";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import type { z } from "zod";
import { ContactFields, contactDefaults, contactFieldNames } from "./contact-fields.tsx";
import { termsNote } from "./form-fields.tsx";
import { LeadFormFrame } from "./lead-form-frame.tsx";
import type { SendLeadForm } from "./lead-form-result.ts";
import { pressEnterIn, sent, typeContact } from "./story-sends.ts";
import { stepAdvanceError, useLeadForm } from "./use-lead-form.ts";

/** The contact fields every lead form shares, in the frame every lead form shares. */
function ContactForm({
  send,
  schema = contactFormSchema,
  steps,
}: {
  send: SendLeadForm;
  schema?: z.ZodType;
  steps?: readonly (readonly string[])[];
}) {
  const lead = useLeadForm({
    schema,
    fields: contactFieldNames,
    steps,
    send,
    defaultValues: contactDefaults(),
  });
  return (
    <LeadFormFrame lead={lead} slot="contact-form" submitLabel="Send">
      <ContactFields lead={lead} />
    </LeadFormFrame>
  );
}

const meta = {
  title: "Blocks/Lead forms/Contact fields",
  component: ContactForm,
  args: { send: fn(sent) },
} satisfies Meta<typeof ContactForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Labelled fields, opt-in checked, the terms note word for word. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["First Name", "Last Name", "Email", "Mobile", "Postcode"])
      await expect(canvas.getByRole("textbox", { name })).toHaveValue("");
    await expect(
      canvas.getByRole("checkbox", { name: "Keep me up to date with news and offers" }),
    ).toBeChecked();
    await expect(canvas.getByText(termsNote)).toBeVisible();
  },
};

/** A keyboard user's details are sent without blanks, opt-in on. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        name: "Jo",
        email: "jo@example.com",
        phone: "0400 000 000",
        opt_in: true,
      }),
    );
  },
};

/** When checking a step breaks (not a field's problem), the spec's message shows and the step stays. */
export const StepCheckBreaks: Story = {
  args: {
    schema: contactFormSchema.superRefine(() => {
      throw new Error("The step's check broke");
    }),
    steps: [["name", "last_name"], contactFieldNames.filter((name) => !name.endsWith("name"))],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    await waitFor(() => expect(canvas.getByRole("alert")).toHaveTextContent(stepAdvanceError));
    await expect(canvas.getByRole("button", { name: "Next" })).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Back" })).toBeNull();
    await expect(args.send).not.toHaveBeenCalled();
  },
};
