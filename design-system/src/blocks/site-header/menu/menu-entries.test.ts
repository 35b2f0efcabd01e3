import { defaultHeaderMenu } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { entryHrefs, toMenuEntries } from "./menu-entries.ts";

const models = [
  {
    make: "Toyota",
    href: "/search/toyota",
    models: [
      { label: "RAV4", href: "/search/toyota/rav4", count: 14 },
      { label: "HiLux", href: "/search/toyota/hilux", count: 22 },
    ],
  },
  { make: "Lexus", href: "/search/lexus", models: [] },
];
const stock = [
  { label: "New Cars", href: "/search/new-cars", count: 120 },
  { label: "Used Cars", href: "/search/used-cars", count: 64 },
];

describe("header menu entries", () => {
  it("keeps the spec's default header menu in order", () => {
    const entries = toMenuEntries(defaultHeaderMenu, { models, stock });
    expect(entries.map((entry) => [entry.name, entry.kind])).toEqual([
      ["Home", "link"],
      ["Vehicles", "models"],
      ["Stock", "links"],
      ["Offers", "link"],
      ["Service", "links"],
      ["Company", "links"],
      ["Finance Pre-Approval", "link"],
    ]);
  });

  it("fills Vehicles with the makes that have models in stock", () => {
    const vehicles = toMenuEntries([{ name: "Vehicles", dynamic: "models" }], { models, stock })[0];
    expect(vehicles?.kind === "models" && vehicles.makes.map((make) => make.make)).toEqual([
      "Toyota",
    ]);
  });

  it("fills Stock with the stock links and their counts", () => {
    const [entry] = toMenuEntries([{ name: "Stock", dynamic: "stock" }], { models, stock });
    expect(entry).toMatchObject({ kind: "links", links: stock });
  });

  it("marks the emphasised Finance Pre-Approval link", () => {
    const entries = toMenuEntries(defaultHeaderMenu, { models, stock });
    expect(entries.at(-1)).toMatchObject({ href: "/finance", emphasised: true });
  });

  it("leaves out a dynamic entry with no stock behind it, unless it has its own link", () => {
    const menu = [
      { name: "Vehicles", dynamic: "models" as const },
      { name: "Stock", dynamic: "stock" as const, url: "/search" },
    ];
    expect(toMenuEntries(menu, { models: [], stock: [] })).toEqual([
      { kind: "link", key: "1-Stock", name: "Stock", href: "/search", emphasised: false },
    ]);
  });

  it("leads a dropdown with the item's own link and flattens nested dropdowns", () => {
    const [entry] = toMenuEntries(
      [
        {
          name: "Service",
          url: "/service",
          dropdown: [
            { name: "Warranty", url: "/warranty" },
            { name: "Parts", dropdown: [{ name: "Parts search", url: "/parts/search" }] },
          ],
        },
      ],
      { models, stock },
    );
    expect(entry?.kind === "links" && entry.links.map((link) => link.href)).toEqual([
      "/service",
      "/warranty",
      "/parts/search",
    ]);
  });

  it("lists every link of a models entry, makes and models", () => {
    const [entry] = toMenuEntries([{ name: "Vehicles", dynamic: "models" }], { models, stock });
    expect(entry && entryHrefs(entry)).toEqual([
      "/search/toyota",
      "/search/toyota/rav4",
      "/search/toyota/hilux",
    ]);
  });
});
