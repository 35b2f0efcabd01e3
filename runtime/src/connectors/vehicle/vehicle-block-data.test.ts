import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { testHilux } from "../../testing/test-hilux.ts";
import { vehicleGalleryData } from "./media/gallery-data.ts";
import {
  dealerCommentsData,
  dealerPhoneData,
  keyInformationData,
  soldNoticeData,
  vehicleActionsData,
  vehicleSummaryData,
} from "./vehicle-block-data.ts";

const site = siteDefinition.parse({
  version: 1,
  slug: "group",
  name: "Group",
  template: "dealer-group",
  search: { noPriceText: "Call us for a price." },
});
const now = new Date("2026-03-02T00:00:00Z");
const vehicle = testHilux({
  simple_body: "Ute",
  location: { id: "l1", name: "Parramatta Toyota", slug: "parramatta" },
  location_name: "Parramatta",
});

describe("vehicle summary data", () => {
  it("gives the vehicle, its location's name and the site's no-price text", () => {
    expect(vehicleSummaryData(vehicle, site, now)).toEqual({
      vehicle,
      locationName: "Parramatta Toyota",
      noPriceText: "Call us for a price.",
      clock: { now, timeZone: "Australia/Sydney" },
      expiredRego: "expires-on",
      reserve: undefined,
    });
  });
  it("offers Reserve and Buy Online where the site does, at its checkout path", () => {
    const reserving = siteDefinition.parse({
      ...site,
      vehiclePage: { reserveOnline: true, checkoutPath: "buy-online" },
    });
    expect(vehicleSummaryData(vehicle, reserving, now).reserve).toEqual({
      reserveLabel: "Reserve for $200",
      href: "/cars/2021-toyota-hilux-sr5-u1/buy-online",
    });
    const sold = { ...vehicle, status: "sold" as const };
    expect(vehicleSummaryData(sold, reserving, now).reserve).toBeUndefined();
  });
  it("falls back to the location's search name", () => {
    const { location: _, ...unlocated } = vehicle;
    expect(vehicleSummaryData(unlocated, site, now).locationName).toBe("Parramatta");
  });
});

describe("key information data", () => {
  it("lists what the vehicle has", () => {
    expect(keyInformationData(vehicle).entries.map((entry) => entry.value)).toEqual([
      "48,200 km",
      "Ute",
      "U1",
    ]);
  });
});

describe("dealer comments data", () => {
  it("is the comments, or empty while pending", () => {
    expect(dealerCommentsData({ ...vehicle, dealercomments: "One owner." })).toEqual({
      comments: "One owner.",
    });
    expect(dealerCommentsData({ ...vehicle, dealercomments: null })).toEqual({ comments: "" });
    expect(dealerCommentsData(vehicle)).toEqual({ comments: "" });
  });
});

describe("sold notice data", () => {
  it("shows only for a sold vehicle, linking to its make and model's search", () => {
    expect(soldNoticeData(vehicle, site)).toEqual({
      sold: false,
      itemType: "car",
      similarHref: "/search/toyota/hilux",
    });
    expect(
      soldNoticeData({ ...vehicle, status: "sold", item_type: "caravan" }, site),
    ).toMatchObject({
      sold: true,
      itemType: "caravan",
    });
  });

  it("opens the page's enquiry form asking for a similar vehicle when the page has one", () => {
    expect(soldNoticeData({ ...vehicle, status: "sold" }, site, true).similarHref).toBe(
      "/cars/2021-toyota-hilux-sr5-u1?intent=similar#enquire",
    );
  });
});

describe("vehicle gallery data", () => {
  it("gives the vehicle's media under its title, with the site's first tab and auto-rotation", () => {
    const spinning = siteDefinition.parse({
      ...site,
      vehiclePage: { galleryDefaultView: "interior", spinAutoRotate: true },
    });
    const withMedia = { ...vehicle, images: [{ url: "/a.jpg" }], video_url: "/v.mp4" };
    expect(vehicleGalleryData(withMedia, spinning)).toMatchObject({
      title: "2021 Toyota HiLux",
      status: "in_stock",
      images: [{ url: "/a.jpg" }],
      video_url: "/v.mp4",
      defaultView: "interior",
      autoRotate: true,
    });
    expect(vehicleGalleryData(vehicle, site)).toMatchObject({
      defaultView: "spinner",
      autoRotate: false,
    });
  });
});

describe("vehicle actions data", () => {
  it("gives the page's absolute address and the history report only when the car has one", () => {
    const onHistoryReport = () => {};
    expect(vehicleActionsData(vehicle, "https://shop.example", onHistoryReport)).toEqual({
      slug: "2021-toyota-hilux-sr5-u1",
      title: "2021 Toyota HiLux",
      pageUrl: "https://shop.example/cars/2021-toyota-hilux-sr5-u1",
      historyReportUrl: undefined,
      onHistoryReport,
    });
    const withReport = { ...vehicle, file: "https://reports.example/u1.pdf" };
    expect(vehicleActionsData(withReport, "https://shop.example", onHistoryReport)).toMatchObject({
      historyReportUrl: "https://reports.example/u1.pdf",
    });
  });
});

describe("dealer phone data", () => {
  it("gives the car's location's number, masked unless the site shows it directly", () => {
    const located = { ...vehicle, location: { ...vehicle.location!, phone: "0298901234" } };
    expect(dealerPhoneData(located, site)).toEqual({
      phone: { label: "Parramatta Toyota", number: "0298901234" },
      reveal: "masked",
    });
    const direct = siteDefinition.parse({ ...site, vehiclePage: { phoneReveal: "direct" } });
    expect(dealerPhoneData(located, direct).reveal).toBe("direct");
  });
  it("falls back to the site's primary sales location, and to none", () => {
    expect(dealerPhoneData(vehicle, site).phone).toBeUndefined();
    const withLocation = siteDefinition.parse({
      ...site,
      dealerships: [{ id: "d1", slug: "group-toyota", name: "Group Toyota" }],
      locations: [
        {
          id: "l9",
          slug: "head-office",
          name: "Head Office",
          location_type: "sales",
          primary: true,
          visible: true,
          dealership_id: "d1",
          address: {
            street: "1 Church St",
            city: "Parramatta",
            state: "NSW",
            postcode: "2150",
            lat: -33.81,
            long: 151.0,
          },
          contact_detail: { phone: "1300 000 111" },
        },
      ],
    });
    expect(dealerPhoneData(vehicle, withLocation).phone).toEqual({
      label: "Head Office",
      number: "1300 000 111",
    });
  });
  it("gives the number of the dealership a feed names, not the group's head office", () => {
    const group = siteDefinition.parse({
      ...site,
      dealerships: [
        { id: "d1", slug: "group-toyota", name: "Group Toyota" },
        { id: "d2", slug: "group-kia", name: "Group Kia" },
      ],
      locations: ["d1", "d2"].map((dealership, index) => ({
        id: `l-${dealership}`,
        slug: `yard-${dealership}`,
        name: `Yard ${dealership}`,
        location_type: "sales",
        primary: index === 0,
        dealership_id: dealership,
        address: {
          street: "1 Church St",
          city: "Parramatta",
          state: "NSW",
          postcode: "2150",
          lat: -33.8,
          long: 151,
        },
        contact_detail: { phone: `02 9000 000${index}` },
      })),
    });
    const { location: _, ...kia } = { ...vehicle, dealership_id: "d2" };
    expect(dealerPhoneData(kia, group).phone).toEqual({
      label: "Yard d2",
      number: "02 9000 0001",
    });
  });
});
