import { offer, siteDefinition, vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import {
  enquirySubmission,
  financeEnquirySubmission,
  genericSubmission,
  offerSubmission,
  requestPhotosSubmission,
  testDriveSubmission,
  tradeInSubmission,
} from "./lead-submissions.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  dealerships: [{ id: "d2", slug: "penrith-toyota", name: "Penrith Toyota" }],
});
const vehicle = vehicleRecord.parse({
  id: 7,
  slug: "2021-toyota-hilux-sr5-u7",
  make: "Toyota",
  model: "HiLux",
  year: 2021,
  car_type: "used",
  status: "in_stock",
  created_at: "2026-01-01T00:00:00Z",
  stocknum: "U7",
  km: 48200,
  price: 52990,
  dealership_id: "d2",
});
const car = { id: "7", title: "2021 Toyota HiLux", href: "/cars/2021-toyota-hilux-sr5-u7" };

describe("lead submissions", () => {
  it("sends a vehicle enquiry about the car with the vehicle enquiry event (14)", () => {
    const sent = enquirySubmission(vehicle, site, { name: "Jo" }, false);
    expect(sent.lead).toMatchObject({ category: "General Enquiry", car_id: 7, name: "Jo" });
    expect(sent).toMatchObject({ eventId: 14, eventDetails: { car_id: 7 } });
    expect(sent.lastEnquiry).toEqual({ category: "General Enquiry", car });
  });

  it("asks for a similar vehicle with the similar-car subcategory", () => {
    const sent = enquirySubmission(vehicle, site, {}, true);
    expect(sent.lead.subcategory).toBe("Find Me Something Similar");
  });

  it("books a used car's test drive with its event (15), or without a car a new car's (17)", () => {
    const withCar = testDriveSubmission(
      { vehicle, linkedCarId: undefined },
      site,
      "Test Drive",
      {},
    );
    expect(withCar).toMatchObject({ eventId: 15, lead: { car_id: 7, category: "Test Drive" } });
    const linked = testDriveSubmission({ vehicle: null, linkedCarId: "42" }, site, "Test Drive", {
      name: "Jo",
    });
    expect(linked).toEqual({
      lead: { name: "Jo", category: "Test Drive", car_id: "42" },
      eventId: 17,
      lastEnquiry: { category: "Test Drive" },
    });
  });

  it("puts the photo request before the shopper's own message", () => {
    const sent = requestPhotosSubmission(
      vehicle,
      site,
      { category: "General Enquiry", subcategory: "More Photos", request: "Please send photos." },
      { message: "Of the tray." },
    );
    expect(sent.lead).toMatchObject({
      subcategory: "More Photos",
      message: "Please send photos.\n\nOf the tray.",
    });
  });

  it("sends the finance enquiry about the car with the calculator's price and term (event 9)", () => {
    const sent = financeEnquirySubmission(
      vehicle,
      site,
      "Finance Enquiry",
      { name: "Jo" },
      {
        amount: 52990,
        term: 4,
      },
    );
    expect(sent.lead).toMatchObject({
      category: "Finance Enquiry",
      car_id: 7,
      name: "Jo",
      amount: 52990,
      term: 4,
    });
    expect(sent).toMatchObject({ eventId: 9, eventDetails: { car_id: 7 } });
    expect(sent.lastEnquiry).toMatchObject({ category: "Finance Enquiry" });
  });

  it("sends a trade-in without a car as a general enquiry (22), a careers form with 51", () => {
    expect(tradeInSubmission(null, site, "Trade In", { name: "Jo" })).toEqual({
      lead: { name: "Jo", category: "Trade In" },
      eventId: 22,
      lastEnquiry: { category: "Trade In" },
    });
    expect(genericSubmission(site, "Careers Enquiry", { name: "Jo" }).eventId).toBe(51);
  });

  it("sends an offer enquiry naming the offer, its make and model, with the offer-accepted event (18)", () => {
    const deal = offer.parse({
      id: "o1",
      name: "HiLux 2.99% finance",
      manufacturer: "Toyota",
      model: { slug: "hilux", name: "HiLux" },
      dealership_id: "d2",
    });
    const sent = offerSubmission(deal, site, "Special Offer Enquiry", { name: "Jo" });
    expect(sent.lead).toEqual({
      name: "Jo",
      category: "Special Offer Enquiry",
      subcategory: "HiLux 2.99% finance",
      manufacturer_slug: "toyota",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "HiLux",
      car_dealership_id: "d2",
    });
    expect(sent).toMatchObject({ eventId: 18, eventDetails: { offer_id: "o1" } });
  });
});
