import { garageSectionNames } from "@storefront/schemas/blocks/contracts/shopper/garage";
import type { Meta, StoryObj } from "@storybook/react-vite";
import { expect, fn, userEvent, waitFor, within } from "storybook/test";
import { Garage } from "./garage.tsx";
import type { GarageData } from "./garage-data.ts";
import { emptyGarage, fullGarage } from "./garage-fixtures.ts";

const meta = {
  title: "Blocks/Content/Garage",
  component: Garage,
  args: {
    sections: [...garageSectionNames],
    status: "ready",
    garage: fullGarage,
    noPriceText: "Enquire for price.",
    searchHref: "/search",
    exportHref: "/api/garage/export",
    saveDetails: fn<GarageData["saveDetails"]>(async () => ({ saved: true })),
    deleteAccount: fn<GarageData["deleteAccount"]>(async () => true),
  },
} satisfies Meta<typeof Garage>;
export default meta;
type Story = StoryObj<typeof meta>;

const section = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("region", { name }));

/**
 * Every section in order: saved cars with their markers, saved searches, reservations,
 * enquiries, valuations, details, data.
 */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headings = canvas.getAllByRole("heading", { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual([
      "Saved Cars",
      "Saved Searches",
      "My Reservations",
      "My Enquiries",
      "My Trade-in Valuations",
      "My Details",
      "My Data",
    ]);
    const cars = section(canvasElement, "Saved Cars");
    expect(cars.getByRole("link", { name: "2022 Toyota Corolla Ascent Sport" })).toHaveAttribute(
      "href",
      "/cars/2022-toyota-corolla-s1",
    );
    expect(cars.getByText("Price dropped from $28,990 to $27,990")).toBeVisible();
    expect(cars.getByText("Sold")).toBeVisible();
    expect(cars.getByText("Enquire for price.")).toBeVisible();
    expect(cars.getByText("No longer listed")).toBeVisible();
    const searches = section(canvasElement, "Saved Searches");
    expect(searches.getByRole("link", { name: "Used Toyota Cars" })).toHaveAttribute(
      "href",
      "/search/toyota?condition=used",
    );
    expect(
      searches.getByText("New matches and price drops are emailed to jo@example.com."),
    ).toBeVisible();
    expect(searches.getByText("Alerts are stopped for this search.")).toBeVisible();
    const reservations = section(canvasElement, "My Reservations");
    expect(reservations.getByText("Deposit $200")).toBeVisible();
    expect(reservations.getByText("Held for you")).toBeVisible();
    expect(reservations.getByText("Reserved 23 Nov 2026, held until 25 Nov 2026")).toBeVisible();
    const enquiries = section(canvasElement, "My Enquiries");
    expect(enquiries.getByText("Trade In (3. Offer Accepted)")).toBeVisible();
    expect(enquiries.getByText("Sent 22 Nov 2026")).toBeVisible();
    const valuations = section(canvasElement, "My Trade-in Valuations");
    expect(
      valuations.getByText(
        "$24,100 to $26,800. The price is indicative and subject to inspection.",
      ),
    ).toBeVisible();
    expect(valuations.getByText("Offer accepted")).toBeVisible();
    expect(
      valuations.getByText("Cars over 7 years or over 100,000 km normally get no online estimate."),
    ).toBeVisible();
    expect(section(canvasElement, "My Details").getByText("04 1234 5678")).toBeVisible();
  },
};

/** A site that lists only some sections shows only those, in its order. */
export const ChosenSections: Story = {
  args: { sections: ["details", "saved-cars"] },
  play: async ({ canvasElement }) => {
    const headings = within(canvasElement).getAllByRole("heading", { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(["My Details", "Saved Cars"]);
  },
};

/** Nothing saved or sent yet: each section says so, and the saved cars offer a search. */
export const Empty: Story = {
  args: { garage: emptyGarage },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    expect(canvas.getByText("You have not saved any cars yet.")).toBeVisible();
    expect(canvas.getByRole("link", { name: "Search cars" })).toHaveAttribute("href", "/search");
    expect(canvas.getByText("You have not sent any enquiries yet.")).toBeVisible();
    expect(canvas.getByText("You have not reserved a car online.")).toBeVisible();
    expect(canvas.getByText(/You have no saved searches\./)).toBeVisible();
    expect(canvas.getByText("You have no trade-in valuations from the last 7 days.")).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: "loading", garage: undefined },
  play: async ({ canvasElement }) => {
    expect(canvasElement.querySelector('[data-slot="garage"]')).toHaveAttribute(
      "aria-busy",
      "true",
    );
    expect(within(canvasElement).queryByRole("heading")).toBeNull();
  },
};

export const LoadFailed: Story = {
  args: { status: "error", garage: undefined },
  play: async ({ canvasElement }) => {
    expect(await within(canvasElement).findByRole("alert")).toHaveTextContent(
      "Your garage could not be loaded. Please try again later.",
    );
  },
};

/** A bad postcode is named and focused; fixed, the details are saved and said to be. */
export const EditDetails: Story = {
  play: async ({ canvasElement, args }) => {
    const details = section(canvasElement, "My Details");
    const postcode = details.getByRole("textbox", { name: "Postcode" });
    await userEvent.type(postcode, "40");
    await userEvent.click(details.getByRole("button", { name: "Save Details" }));
    expect(
      await details.findByText("Invalid postcode. Please enter a 4-digit number."),
    ).toBeVisible();
    await waitFor(() => expect(postcode).toHaveFocus());
    expect(args.saveDetails).not.toHaveBeenCalled();

    await userEvent.type(postcode, "00");
    await userEvent.type(details.getByRole("textbox", { name: "Email" }), "jo@example.com");
    await userEvent.keyboard("{Enter}");
    await waitFor(() =>
      expect(details.getByRole("status")).toHaveTextContent("Your details are saved."),
    );
    expect(args.saveDetails).toHaveBeenCalledWith({
      name: "Jo",
      last_name: "Citizen",
      email: "jo@example.com",
      postcode: "4000",
    });
  },
};

/** The server refuses a field: its message shows beside it. */
export const DetailsRefused: Story = {
  args: {
    saveDetails: fn<GarageData["saveDetails"]>(async () => ({
      saved: false,
      message: "The details were not saved",
      problems: [{ path: "email", message: "Enter an email address such as jo@example.com" }],
    })),
  },
  play: async ({ canvasElement }) => {
    const details = section(canvasElement, "My Details");
    await userEvent.click(details.getByRole("button", { name: "Save Details" }));
    expect(await details.findByRole("alert")).toHaveTextContent("The details were not saved");
    expect(details.getByRole("textbox", { name: "Email" })).toHaveAttribute("aria-invalid", "true");
  },
};

/** The download is a link to the file; deleting asks first, can be kept, then is done. */
export const DeleteAccount: Story = {
  play: async ({ canvasElement, args }) => {
    const data = section(canvasElement, "My Data");
    expect(data.getByRole("link", { name: "Download My Data" })).toHaveAttribute(
      "href",
      "/api/garage/export",
    );
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(data.getByRole("button", { name: "Delete My Account" }));
    const dialog = await body.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(dialog).getByRole("button", { name: "Keep My Account" }));
    await waitFor(() => expect(body.queryByRole("dialog")).toBeNull());
    expect(args.deleteAccount).not.toHaveBeenCalled();

    await userEvent.click(data.getByRole("button", { name: "Delete My Account" }));
    const again = await body.findByRole("dialog", { name: "Delete your account?" });
    await userEvent.click(within(again).getByRole("button", { name: "Delete My Account" }));
    expect(
      await within(canvasElement).findByText("Your account and data are deleted."),
    ).toBeVisible();
    expect(args.deleteAccount).toHaveBeenCalledOnce();
  },
};

/** A deletion that fails says so in the dialog, and the garage stays. */
export const DeleteFailed: Story = {
  args: { deleteAccount: fn<GarageData["deleteAccount"]>(async () => false) },
  play: async ({ canvasElement }) => {
    const data = section(canvasElement, "My Data");
    await userEvent.click(data.getByRole("button", { name: "Delete My Account" }));
    const dialog = within(
      await within(canvasElement.ownerDocument.body).findByRole("dialog", {
        name: "Delete your account?",
      }),
    );
    await userEvent.click(dialog.getByRole("button", { name: "Delete My Account" }));
    expect(await dialog.findByRole("alert")).toHaveTextContent(
      "Your account could not be deleted. Please try again later.",
    );
  },
};
