import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { testHilux } from "../../testing/test-hilux.ts";
import { vehiclePrintSheetData } from "./print-sheet-block.tsx";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  search: { noPriceText: "Call us for a price." },
});
const vehicle = testHilux({
  simple_body: "Ute",
  location: { id: "l1", name: "Parramatta Toyota", slug: "parramatta" },
  location_name: "Parramatta",
});

describe("printable vehicle data", () => {
  it("puts the whole car on the sheet, with its location's name and the page's address", () => {
    const withDetails = {
      ...vehicle,
      dealercomments: "One owner.",
      standardEquipment: ["Tow bar"],
      location: { ...vehicle.location!, phone: "0298901234" },
    };
    expect(vehiclePrintSheetData(withDetails, site, "https://shop.example")).toMatchObject({
      title: "2021 Toyota HiLux",
      price: { price: 52990, sold: false, noPriceText: "Call us for a price." },
      comments: "One owner.",
      features: ["Tow bar"],
      dealer: { name: "Parramatta Toyota", phone: "02 9890 1234" },
      pageUrl: "https://shop.example/cars/2021-toyota-hilux-sr5-u1",
    });
    expect(vehiclePrintSheetData(withDetails, site, "https://shop.example").entries[0]).toEqual({
      label: "Odometer",
      value: "48,200 km",
    });
  });
  it("adds a caravan's specifications to its key information", () => {
    const caravan = { ...vehicle, item_type: "caravan" as const, body_length: 20, sleeps: 4 };
    const entries = vehiclePrintSheetData(caravan, site, "https://shop.example").entries;
    expect(entries).toEqual(
      expect.arrayContaining([
        { label: "Body Length", value: "6.1 m" },
        { label: "Sleeps", value: "4" },
      ]),
    );
  });
  it("shows SOLD for a sold car", () => {
    const sold = { ...vehicle, status: "sold" as const };
    expect(vehiclePrintSheetData(sold, site, "https://shop.example").price.sold).toBe(true);
  });
});
