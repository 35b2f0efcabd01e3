import { leadPayload } from "@storefront/schemas/leads/lead";
import { describe, expect, it } from "vitest";
import { offerAcceptedLead, testDriveEventId } from "./lead-events.ts";

const events = {
  testDriveNew: 17,
  testDriveUsed: 15,
  testDriveUsedAlternate: 48,
  offerAccepted: 18,
};

describe("testDriveEventId", () => {
  it("fires 17 for a new car and 15 for a used or demo one", () => {
    expect(testDriveEventId("new", events)).toBe(17);
    expect(testDriveEventId("used", events)).toBe(15);
    expect(testDriveEventId("demo", events)).toBe(15);
  });

  it("fires the alternate 48 for a used car on sites set to it, and 17 still for a new one", () => {
    expect(testDriveEventId("used", events, "alternate")).toBe(48);
    expect(testDriveEventId("new", events, "alternate")).toBe(17);
  });

  it("counts a booking without a car as a new car's", () => {
    expect(testDriveEventId(undefined, events)).toBe(17);
  });
});

describe("offerAcceptedLead", () => {
  it("follows the earlier lead with the spec's fields and fires 18", () => {
    const accepted = offerAcceptedLead({ category: "Finance", leadId: "lead-41" }, events);
    expect(accepted).toEqual({
      lead: {
        category: "Finance",
        subcategory: "3. Offer Accepted",
        lead_id: "lead-41",
        form_completed: true,
        offer_accepted: true,
      },
      eventId: 18,
    });
  });

  it("is a lead the lead API accepts once the shopper's contact is added", () => {
    const { lead } = offerAcceptedLead({ category: "Finance", leadId: "lead-41" }, events);
    const parsed = leadPayload.safeParse({ ...lead, name: "Jo", email: "jo@example.com" });
    expect(parsed.success).toBe(true);
    expect(parsed.data).toMatchObject({ offer_accepted: true, lead_id: "lead-41" });
  });
});
