import { siteDefinition } from "@storefront/schemas";
import type { GenericField } from "@storefront/schemas/leads/lead-forms";
import { describe, expect, it } from "vitest";
import { withServiceLocation } from "./service-location.ts";

const location = (slug: string, name: string, type: string | null, visible = true) => ({
  id: slug,
  name,
  slug,
  dealership_id: "d1",
  visible,
  location_type: type,
  address: {
    street: "1 Main St",
    city: "Penrith",
    state: "NSW",
    postcode: "2750",
    lat: -33.75,
    long: 150.69,
  },
  contact_detail: {},
});
const site = (locations: ReturnType<typeof location>[]) =>
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group",
    template: "dealer-group",
    dealerships: [{ id: "d1", slug: "penrith", name: "Penrith" }],
    locations,
  });
const fields: GenericField[] = [
  { name: "vehicle", label: "Vehicle", kind: "text", required: true, options: [] },
  { name: "message", label: "Comments", kind: "textarea", required: false, options: [] },
];
const booking = ["Service Booking"];
const group = site([
  location("penrith-sales", "Penrith Sales", "sales"),
  location("penrith-service", "Penrith Service", "service"),
  location("parramatta-service", "Parramatta Service", "service"),
  location("old-workshop", "Old Workshop", "service", false),
]);

describe("the service booking's location", () => {
  it("offers the visible service locations before Comments, started at the linked one", () => {
    const linked = withServiceLocation(fields, booking, group, "?location=parramatta-service");
    expect(linked.fields.map((field) => field.name)).toEqual(["vehicle", "location", "message"]);
    expect(linked.fields[1]).toMatchObject({
      kind: "select",
      required: true,
      options: ["Penrith Service", "Parramatta Service"],
    });
    expect(linked.location).toBe("Parramatta Service");
  });

  it("starts at no location when the link names none of them, and at the only one there is", () => {
    expect(withServiceLocation(fields, booking, group, "").location).toBeUndefined();
    expect(withServiceLocation(fields, booking, group, "?location=penrith-sales").location).toBe(
      undefined,
    );
    const single = site([location("penrith-service", "Penrith Service", "service")]);
    expect(withServiceLocation(fields, booking, single, "").location).toBe("Penrith Service");
  });

  it("leaves other forms, and sites without service locations, as they are", () => {
    expect(
      withServiceLocation(fields, ["Careers Enquiry"], group, "?location=penrith-service"),
    ).toEqual({ fields });
    const salesOnly = site([location("penrith-sales", "Penrith Sales", "sales")]);
    expect(withServiceLocation(fields, booking, salesOnly, "")).toEqual({ fields });
  });
});
