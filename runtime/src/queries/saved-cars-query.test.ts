import { describe, expect, it } from "vitest";
import { dealerGroupSite } from "../connectors/test-fixtures.ts";
import { vehiclesByIdRequest } from "./saved-cars-query.ts";

describe("the saved vehicles request", () => {
  it("asks for the whole records of the ids, within the site's stock filter", () => {
    const request = vehiclesByIdRequest(dealerGroupSite(), [7, 42], new Date("2026-11-21"));
    expect(request).toMatchObject({ hitsPerPage: 2, attributesToRetrieve: ["*"] });
    expect(request.filters.endsWith(" AND (id = 7 OR id = 42)")).toBe(true);
    expect(request.filters).toContain("status");
  });
});
