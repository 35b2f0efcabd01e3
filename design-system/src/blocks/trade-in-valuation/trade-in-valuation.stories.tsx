import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { TradeInValuation } from "./trade-in-valuation.tsx";
import type { TradeInValuationData } from "./valuation-calls.ts";
import { foundCar, pickChoices, recentYear, regoChoices, valued } from "./valuation-fixtures.ts";

const meta = {
  title: "Blocks/Content/Trade-in valuation",
  component: TradeInValuation,
  args: {
    title: "Value your trade-in",
    submitLabel: "Get My Valuation",
    category: "Trade In",
    choices: pickChoices,
    initialValues: {},
    lookupRego: fn<TradeInValuationData["lookupRego"]>(async () => ({
      found: true,
      car: { ...foundCar, rego: "ABC123" },
    })),
    requestValuation: fn<TradeInValuationData["requestValuation"]>(valued()),
    acceptOffer: fn<TradeInValuationData["acceptOffer"]>(async () => ({ status: "accepted" })),
  },
} satisfies Meta<typeof TradeInValuation>;
export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = ReturnType<typeof within>;

const stepHeading = (canvas: Canvas, name: string | RegExp) =>
  canvas.findByRole("heading", { level: 3, name });

/** Picks a Mazda CX-5 GT of the recent year and moves on, by keyboard where it can. */
async function pickCar(canvas: Canvas) {
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Make" }), "Mazda");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Model" }), "CX-5");
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Year" }), String(recentYear));
  await userEvent.selectOptions(canvas.getByRole("combobox", { name: "Badge" }), "GT");
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
}

/** From the odometer to the valuation: 40,000 km, every answer yes, the shopper's details. */
async function finishJourney(canvas: Canvas) {
  await stepHeading(canvas, "Step 2 of 4: Odometer");
  await userEvent.type(canvas.getByRole("textbox", { name: "Odometer (km)" }), "40,000{Enter}");
  await stepHeading(canvas, "Step 3 of 4: About your car");
  for (const yes of canvas.getAllByRole("radio", { name: "Yes" })) await userEvent.click(yes);
  await userEvent.click(canvas.getByRole("button", { name: "Next" }));
  await stepHeading(canvas, "Step 4 of 4: Your details");
  await userEvent.type(canvas.getByRole("textbox", { name: "First Name" }), "Jo");
  await userEvent.type(canvas.getByRole("textbox", { name: "Email" }), "jo@example.com{Enter}");
}

const allYes = {
  service_history: true,
  working_components: true,
  two_key_sets: true,
  no_illegal_modifications: true,
  good_condition: true,
};

/** With a rego lookup: the rego and state find the car, and the journey moves to its odometer. */
export const RegoFound: Story = {
  args: { choices: regoChoices },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("region", { name: "Value your trade-in" })).toBeVisible();
    await userEvent.type(canvas.getByRole("textbox", { name: "Rego" }), "abc 123");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "State" }), "NSW");
    await userEvent.click(canvas.getByRole("button", { name: "Find My Car" }));
    await expect(args.lookupRego).toHaveBeenCalledWith({ rego: "ABC123", regoState: "NSW" });
    const heading = await stepHeading(canvas, "Step 2 of 4: Odometer");
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByText(`Your car: ${recentYear} Mazda CX-5 GT`)).toBeVisible();
  },
};

/** An unknown rego says so and offers the pick instead, keeping the rego for the dealer. */
export const RegoNotFound: Story = {
  args: {
    choices: regoChoices,
    lookupRego: fn<TradeInValuationData["lookupRego"]>(async () => ({ found: false })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Rego" }), "ZZZ999");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "State" }), "VIC");
    await userEvent.type(canvas.getByRole("textbox", { name: "Rego" }), "{Enter}");
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "We could not find a car with that rego. Choose your car below instead.",
    );
    await pickCar(canvas);
    await finishJourney(canvas);
    await waitFor(() =>
      expect(args.requestValuation).toHaveBeenCalledWith(
        expect.objectContaining({
          car: { ...foundCar, rego: "ZZZ999", regoState: "VIC" },
        }),
      ),
    );
  },
};

/** A rego lookup that is down sends the shopper to the pick. */
export const RegoLookupError: Story = {
  args: {
    choices: regoChoices,
    lookupRego: fn<TradeInValuationData["lookupRego"]>(async () => {
      throw new Error("down");
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole("textbox", { name: "Rego" }), "ABC123");
    await userEvent.selectOptions(canvas.getByRole("combobox", { name: "State" }), "NSW");
    await userEvent.click(canvas.getByRole("button", { name: "Find My Car" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "The rego lookup is not working just now: choose your car below instead.",
    );
    await expect(canvas.getByRole("combobox", { name: "Make" })).toBeVisible();
  },
};

/** Without a rego lookup the car is picked; each step names what is missing or wrong. */
export const ManualPick: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole("textbox", { name: "Rego" })).toBeNull();
    await userEvent.click(canvas.getByRole("button", { name: "Next" }));
    const make = canvas.getByRole("combobox", { name: "Make" });
    await waitFor(() => expect(make).toHaveFocus());
    await expect(make).toHaveAccessibleDescription("This is a required field.");
    // A make the stock does not know takes the model as typed; its badge is free text.
    await userEvent.selectOptions(make, "Kia");
    await expect(canvas.getByRole("textbox", { name: "Model" })).toBeVisible();
    await userEvent.selectOptions(make, "Mazda");
    await pickCar(canvas);
    await stepHeading(canvas, "Step 2 of 4: Odometer");
    await userEvent.type(canvas.getByRole("textbox", { name: "Odometer (km)" }), "lots{Enter}");
    await expect(
      canvas.getByRole("textbox", { name: "Odometer (km)" }),
    ).toHaveAccessibleDescription("Enter the odometer in whole kilometres");
  },
};

/**
 * A question left unanswered: each one says so, focus goes to the first, and nothing is valued
 * until every question has its yes or no.
 */
export const UnansweredQuestions: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickCar(canvas);
    await stepHeading(canvas, "Step 2 of 4: Odometer");
    await userEvent.type(canvas.getByRole("textbox", { name: "Odometer (km)" }), "40,000{Enter}");
    await stepHeading(canvas, "Step 3 of 4: About your car");
    const question = (name: string) => canvas.getByRole("radiogroup", { name });
    const serviced = question("Does the car have a full service history?");
    const working = question("Do all of its components work?");
    await userEvent.click(within(serviced).getByRole("radio", { name: "Yes" }));
    await userEvent.click(within(working).getByRole("radio", { name: "No" }));
    canvas.getByRole("button", { name: "Next" }).focus();
    await userEvent.keyboard("{Enter}");
    const keys = question("Does it come with two sets of keys?");
    await waitFor(() => expect(within(keys).getByRole("radio", { name: "Yes" })).toHaveFocus());
    for (const unanswered of [
      keys,
      question("Is it free of illegal modifications?"),
      question("Is it in good condition?"),
    ]) {
      await expect(unanswered).toHaveAttribute("aria-invalid", "true");
      await expect(unanswered).toHaveAccessibleDescription("Answer yes or no");
    }
    for (const answered of [serviced, working]) {
      await expect(answered).not.toHaveAttribute("aria-invalid");
      await expect(answered).toHaveAccessibleDescription("");
    }
    await expect(within(working).getByRole("radio", { name: "No" })).toBeChecked();
    await expect(
      canvas.getByRole("heading", { name: "Step 3 of 4: About your car" }),
    ).toBeVisible();
    await expect(args.requestValuation).not.toHaveBeenCalled();
  },
};

/** The range with the FAQ's conditions; accepting the offer confirms it. */
export const RangeShown: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickCar(canvas);
    await finishJourney(canvas);
    await waitFor(() =>
      expect(canvas.getByRole("heading", { name: "Your valuation" })).toHaveFocus(),
    );
    await expect(canvas.getByText("$24,600 – $26,400")).toBeVisible();
    await expect(
      canvas.getByText("Confidence: medium (from 4 comparable cars for sale)"),
    ).toBeVisible();
    await expect(
      canvas.getByText("The price is indicative and subject to inspection."),
    ).toBeVisible();
    await expect(args.requestValuation).toHaveBeenCalledWith({
      car: foundCar,
      km: 40_000,
      adjustmentAnswers: allYes,
      contact: { name: "Jo", email: "jo@example.com" },
    });
    await userEvent.click(canvas.getByRole("button", { name: "Accept Offer" }));
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Offer accepted. The dealer will contact you to arrange the inspection.",
    );
    await expect(args.acceptOffer).toHaveBeenCalledWith(expect.objectContaining({ id: "v1" }));
  },
};

/** Over 7 years or 100,000 km: no figure, the FAQ's words, and the lead was sent. */
export const OutsideOnlineRule: Story = {
  args: {
    requestValuation: fn<TradeInValuationData["requestValuation"]>(
      valued({ outcome: "outside-online-rule", low: null, high: null, confidence: null }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickCar(canvas);
    await finishJourney(canvas);
    await expect(
      await canvas.findByText(
        "Cars over 7 years or over 100,000 km normally get no online estimate.",
      ),
    ).toBeVisible();
    await expect(
      canvas.getByText(
        "Your details have been sent to the dealer, who will contact you about your car.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByRole("button", { name: "Accept Offer" })).toBeNull();
  },
};

export const TooFewComparables: Story = {
  args: {
    requestValuation: fn<TradeInValuationData["requestValuation"]>(
      valued({ outcome: "no-estimate", low: null, high: null, confidence: null, comparables: 1 }),
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickCar(canvas);
    await finishJourney(canvas);
    await expect(
      await canvas.findByText(
        "There are too few comparable cars to give an online estimate for this car.",
      ),
    ).toBeVisible();
    await expect(canvas.queryByText(/\$/)).toBeNull();
  },
};

/** The lead or the valuation failed: the server's message, and the details stay to send again. */
export const ValuationError: Story = {
  args: {
    requestValuation: fn<TradeInValuationData["requestValuation"]>(async () => ({
      status: "failed",
      message: "An unexpected error occured",
    })),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await pickCar(canvas);
    await finishJourney(canvas);
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unexpected error occured");
    await expect(canvas.getByRole("textbox", { name: "First Name" })).toHaveValue("Jo");
    await expect(args.acceptOffer).not.toHaveBeenCalled();
  },
};

/** An accepted offer that did not reach the dealer says why and can be accepted again. */
export const AcceptError: Story = {
  args: {
    acceptOffer: fn<TradeInValuationData["acceptOffer"]>(async () => ({
      status: "failed",
      message: "An unexpected error occured",
    })),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pickCar(canvas);
    await finishJourney(canvas);
    await userEvent.click(await canvas.findByRole("button", { name: "Accept Offer" }));
    await expect(await canvas.findByRole("alert")).toHaveTextContent("An unexpected error occured");
    await expect(canvas.getByRole("button", { name: "Accept Offer" })).toBeEnabled();
  },
};

/** While the makes load, the first step says so. */
export const Loading: Story = {
  args: { choices: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole("status")).toHaveTextContent("Loading the makes and models…");
  },
};
