import { leadPayload, siteDefinition, vehicleRecord } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { sentVehicleEnquiry, vehicleEnquiryLead } from "./lead-fields.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  dealerships: [
    { id: "d1", slug: "parramatta-toyota", name: "Parramatta Toyota" },
    { id: "d2", slug: "penrith-toyota", name: "Penrith Toyota" },
  ],
});
const vehicle = vehicleRecord.parse({
  id: 7,
  slug: "2021-toyota-hilux-sr5-u7",
  make: "Toyota",
  model: "HiLux",
  year: 2021,
  car_type: "used",
  status: "sold",
  created_at: "2026-01-01T00:00:00Z",
  stocknum: "U7",
  km: 48200,
  price: 52990,
  dealership_id: "d2",
});
const visit = { visited_pages: ["/", "/cars/2021-toyota-hilux-sr5-u7"], linked_query_params: {} };

const sending = (values: Record<string, unknown>, similar = false) =>
  vehicleEnquiryLead({
    vehicle,
    site,
    values,
    similar,
    pageUrl: "https://cars.example/cars/2021-toyota-hilux-sr5-u7",
    userAgent: "Test browser",
    visit,
    openedAt: 1_000,
    sentAt: 9_000,
  });

describe("vehicle enquiry lead", () => {
  it("sends the vehicle's default values, the page and the visit with the shopper's values", () => {
    expect(
      sending({ name: "Jo", email: "jo@example.com", message: "Still there?", opt_in: true }),
    ).toEqual({
      dealership_slug: "penrith-toyota",
      manufacturer_slug: "toyota",
      stock_number: "U7",
      "Vehicle Make": "Toyota",
      "Vehicle Model": "HiLux",
      car_type: "used",
      car_id: 7,
      vehicle_status: "sold",
      category: "General Enquiry",
      name: "Jo",
      email: "jo@example.com",
      message: "Still there?",
      opt_in: true,
      url: "https://cars.example/cars/2021-toyota-hilux-sr5-u7",
      source: "Website",
      user_agent: "Test browser",
      car_dealership_id: "d2",
      lead_attributes: visit,
      form_opened_at: 1_000,
      form_sent_at: 9_000,
    });
  });

  it("is a lead the server accepts", () => {
    expect(leadPayload.safeParse(sending({ name: "Jo", phone: "0400 000 000" })).success).toBe(
      true,
    );
  });

  it("asks for a similar car with its subcategory, and the shopper's dealership wins", () => {
    const lead = sending({ name: "Jo", dealership_slug: "parramatta-toyota" }, true);
    expect(lead.subcategory).toBe("Find Me Something Similar");
    expect(lead.dealership_slug).toBe("parramatta-toyota");
  });

  it("remembers the car and the category for /success", () => {
    expect(sentVehicleEnquiry(vehicle, "General Enquiry")).toEqual({
      category: "General Enquiry",
      car: { id: "7", title: "2021 Toyota HiLux", href: "/cars/2021-toyota-hilux-sr5-u7" },
    });
  });
});
