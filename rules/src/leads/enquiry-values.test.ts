import { describe, expect, it } from "vitest";
import { enquiryEventId, enquiryValues, rememberedDetails } from "./enquiry-values.ts";

const events = { enquiryNew: 14, enquiryTestDriveOnly: 17, generalEnquiry: 22, careers: 51 };

describe("enquiryValues", () => {
  it("drops _radio_options values and collects ticked check options into additional_services", () => {
    expect(
      enquiryValues(
        {
          name: "Jo",
          finance_radio_options: "Yes",
          Finance: true,
          "Trade-in": false,
          Extras: true,
        },
        ["Finance", "Trade-in", "Extras"],
      ),
    ).toEqual({ name: "Jo", additional_services: ["Finance", "Extras"] });
  });

  it("sends no additional_services when nothing is ticked", () => {
    expect(enquiryValues({ name: "Jo", Finance: false }, ["Finance"])).toEqual({ name: "Jo" });
  });
});

describe("enquiryEventId", () => {
  it("fires 14 for a vehicle enquiry, 22 for a general one, 51 for careers, 17 for Test Drive Only", () => {
    expect(enquiryEventId({ category: "General Enquiry", carId: 7 }, events)).toBe(14);
    expect(enquiryEventId({ category: "General Enquiry" }, events)).toBe(22);
    expect(enquiryEventId({ category: "Careers Enquiry" }, events)).toBe(51);
    expect(
      enquiryEventId({ category: "General Enquiry", subcategory: "Career Enquiry" }, events),
    ).toBe(51);
    expect(enquiryEventId({ category: "Test Drive Only", carId: 7 }, events)).toBe(17);
    expect(
      enquiryEventId({ category: "General Enquiry", carId: 7, testDriveOnly: true }, events),
    ).toBe(17);
  });
});

describe("rememberedDetails", () => {
  it("keeps name, last name, email, phone and postcode when name, email and phone are present", () => {
    expect(
      rememberedDetails({
        name: "Jo",
        last_name: "Citizen",
        email: "jo@example.com",
        phone: "0400 000 000",
        postcode: "",
        message: "Hi",
      }),
    ).toEqual({ name: "Jo", last_name: "Citizen", email: "jo@example.com", phone: "0400 000 000" });
  });

  it("keeps nothing when the email or the phone is missing", () => {
    expect(rememberedDetails({ name: "Jo", email: "jo@example.com", phone: " " })).toBeNull();
    expect(rememberedDetails({ name: "Jo", phone: "0400 000 000" })).toBeNull();
  });
});
