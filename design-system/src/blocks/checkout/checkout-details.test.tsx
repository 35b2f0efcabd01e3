import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { CheckoutDetailsForm } from "./checkout-details.tsx";
import { CheckoutDetails } from "./checkout-details-until-used.tsx";

const props = {
  submitLabel: "Continue to Deposit of $200",
  initialValues: {},
  send: async () => ({ status: "sent" }) as const,
};

/** The markup without what differs by render (ids) or is the controls' state (values). */
const markupOf = (element: React.ReactElement) =>
  renderToStaticMarkup(element).replace(/ (id|for|aria-describedby|value)="[^"]*"/g, "");

describe("the checkout's details form", () => {
  it("is drawn the same before and after its code arrives, so nothing moves when it does", () => {
    const before = markupOf(<CheckoutDetails {...props} />);
    expect(before).toContain('name="email"');
    expect(before).toBe(markupOf(<CheckoutDetailsForm {...props} />));
  });
});
