import { siteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { enquiryFormOptions, withWebsiteLocation } from "./enquiry-data.ts";

const location = (id: string, name: string, visible = true) => ({
  id,
  name,
  slug: id,
  dealership_id: "d1",
  visible,
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
const site = (forms: Record<string, unknown> = {}) =>
  siteDefinition.parse({
    version: 1,
    slug: "group",
    name: "Group",
    template: "dealer-group",
    dealerships: [{ id: "d1", slug: "penrith", name: "Penrith" }],
    locations: [
      location("l1", "Penrith Sales"),
      location("l2", "Penrith Service"),
      location("l3", "Old Yard", false),
    ],
    forms,
  });

describe("the enquiry form on a site", () => {
  it("by default requires Comments, keeps the preferred dealership and asks no location", () => {
    expect(enquiryFormOptions(site())).toEqual({
      commentsRequired: true,
      showDealership: true,
      checkOptions: [],
      locations: [],
    });
  });

  it("follows the site's form settings: optional Comments, no dealership, services, location", () => {
    const options = enquiryFormOptions(
      site({
        enquiryMessageRequired: false,
        removePreferredDealership: true,
        enquiryLocationField: true,
        additionalServices: ["Extended warranty", "Tinting"],
      }),
    );
    expect(options).toEqual({
      commentsRequired: false,
      showDealership: false,
      checkOptions: ["Extended warranty", "Tinting"],
      locations: [
        { value: "Penrith Sales", label: "Penrith Sales" },
        { value: "Penrith Service", label: "Penrith Service" },
      ],
    });
  });
});

describe("a marketer's enquiry form on a site", () => {
  const contact = [
    { name: "name", label: "First Name", kind: "text", required: true, options: [] },
    { name: "message", label: "Comments", kind: "textarea", required: true, options: [] },
  ] as const;
  const fields = contact.map((field) => ({ ...field, options: [] }));

  it("asks for the website location before Comments where the site asks for it", () => {
    const asked = withWebsiteLocation(
      fields,
      ["General Enquiry"],
      site({ enquiryLocationField: true }),
    );
    expect(asked.map((field) => field.name)).toEqual(["name", "location", "message"]);
    expect(asked[1]).toMatchObject({
      kind: "select",
      required: true,
      options: ["Penrith Sales", "Penrith Service"],
    });
  });

  it("leaves other sites' forms, forms that are not enquiries and its own location field alone", () => {
    expect(withWebsiteLocation(fields, ["General Enquiry"], site())).toBe(fields);
    const asking = site({ enquiryLocationField: true });
    expect(withWebsiteLocation(fields, ["Spin to Win"], asking)).toBe(fields);
    const own = [...fields, { ...fields[0]!, name: "location", label: "Branch" }];
    expect(withWebsiteLocation(own, ["General Enquiry"], asking)).toBe(own);
  });
});
