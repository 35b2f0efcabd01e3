import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import {
  pressEnterIn,
  refusedOn,
  sent,
  submittingStory,
  typeContact,
  unexpectedErrorStory,
} from "../lead-forms/story-sends.ts";
import { TradeInForm } from "./trade-in-form.tsx";

const meta = {
  title: "Blocks/Content/Trade-in form/Form",
  component: TradeInForm,
  args: { steps: "single", submitLabel: "Get My Valuation", send: fn(sent) },
} satisfies Meta<typeof TradeInForm>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = ReturnType<typeof within>;
async function typeCar(canvas: Canvas) {
  await userEvent.type(canvas.getByRole("textbox", { name: "Make" }), "Mazda");
  await userEvent.type(canvas.getByRole("textbox", { name: "Model" }), "CX-5");
  await userEvent.type(canvas.getByRole("textbox", { name: "Year" }), "2019");
}
const typeContactAndCar = async (canvas: Canvas) => {
  await typeContact(canvas);
  await typeCar(canvas);
};

/** Make, model and year are needed; km, rego and its state are not. */
export const Empty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ["Make", "Model", "Year"])
      await expect(canvas.getByRole("textbox", { name })).toBeRequired();
    for (const name of ["Odometer (km)", "Rego"])
      await expect(canvas.getByRole("textbox", { name })).not.toBeRequired();
    await expect(canvas.getByRole("combobox", { name: "Rego state" })).not.toBeRequired();
  },
};

export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await userEvent.type(canvas.getByRole("textbox", { name: "Year" }), "19");
    await pressEnterIn(canvas, "Year");
    const make = canvas.getByRole("textbox", { name: "Make" });
    await waitFor(() => expect(make).toHaveFocus());
    await expect(make).toHaveAccessibleDescription("This is a required field.");
    await expect(canvas.getByRole("textbox", { name: "Year" })).toHaveAccessibleDescription(
      "Enter a year from 1900",
    );
    await expect(args.send).not.toHaveBeenCalled();
  },
};

export const Submitting: Story = submittingStory({ fill: typeContactAndCar, sendFrom: "Year" });

export const ServerError: Story = {
  args: { send: fn(refusedOn("trade_in.km", "Enter at most 2,000,000 km")) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await typeContactAndCar(canvas);
    await pressEnterIn(canvas, "Year");
    await expect(await canvas.findByRole("alert")).toHaveTextContent("Enter at most 2,000,000 km");
    const km = canvas.getByRole("textbox", { name: "Odometer (km)" });
    await waitFor(() => expect(km).toHaveFocus());
  },
};

export const UnexpectedError: Story = unexpectedErrorStory({
  fill: typeContactAndCar,
  sendFrom: "Year",
});

/** The car goes as the lead's trade_in, its numbers as numbers. */
export const Sent: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await typeCar(canvas);
    await userEvent.type(canvas.getByRole("textbox", { name: "Odometer (km)" }), "84,000");
    await userEvent.type(canvas.getByRole("textbox", { name: "Rego" }), "ABC123");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Rego state" }), "NSW");
    await pressEnterIn(canvas, "Rego");
    await waitFor(() =>
      expect(args.send).toHaveBeenCalledWith({
        name: "Jo",
        email: "jo@example.com",
        phone: "0400 000 000",
        opt_in: true,
        trade_in: {
          make: "Mazda",
          model: "CX-5",
          year: 2019,
          km: 84000,
          rego: "ABC123",
          rego_state: "NSW",
        },
      }),
    );
  },
};

/** Two steps: the contact details, then the car. */
export const MultiStep: Story = {
  args: { steps: "multi" },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await typeContact(canvas);
    await pressEnterIn(canvas, "Mobile");
    await expect(await canvas.findByText("Step 2 of 2: Your car")).toBeVisible();
    await typeCar(canvas);
    await pressEnterIn(canvas, "Year");
    await waitFor(() => expect(args.send).toHaveBeenCalledOnce());
  },
};
