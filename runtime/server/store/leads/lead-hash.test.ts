import { describe, expect, it } from "vitest";
import { leadHash } from "./lead-hash.ts";

const lead = {
  name: "Jo",
  email: "jo@example.com",
  opt_in: true,
  lead_attributes: {
    visited_pages: ["/", "/cars/a-car"],
    linked_query_params: { utm_source: "mail", "2": "b", "10": "a" },
  },
  additional_services: [],
  user_agent: undefined,
};

describe("a lead's hash, kept with its idempotency key", () => {
  it("is the hash kept with leads stored before, so a retry after an upgrade still matches", () => {
    expect(leadHash(lead)).toBe("cd2ac3afe3eeb87d9dd1fc4bed5bc586d77bfd85c818355c6ef72f9e8949364e");
  });

  it("is the same whatever the order of the fields, and differs when a value does", () => {
    const reordered = {
      user_agent: undefined,
      additional_services: [],
      lead_attributes: {
        linked_query_params: { "10": "a", utm_source: "mail", "2": "b" },
        visited_pages: ["/", "/cars/a-car"],
      },
      opt_in: true,
      email: "jo@example.com",
      name: "Jo",
    };
    expect(leadHash(reordered)).toBe(leadHash(lead));
    const otherPages = {
      ...lead,
      lead_attributes: { ...lead.lead_attributes, visited_pages: ["/cars/a-car", "/"] },
    };
    expect(leadHash(otherPages)).not.toBe(leadHash(lead));
  });
});
