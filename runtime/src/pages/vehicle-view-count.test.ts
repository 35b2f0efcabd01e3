import { describe, expect, it } from "vitest";
import { vehicleViewPath } from "./vehicle-view-count.ts";

describe("the vehicle page's view counter", () => {
  it("asks the server with the page's photo count, update time and site", () => {
    const vehicle = {
      slug: "2021-toyota-hilux-sr5-u1",
      photos_count: 14,
      updated_at: "2026-03-01T10:00:00Z",
    };
    expect(vehicleViewPath(vehicle, "group")).toBe(
      "/api/cars/2021-toyota-hilux-sr5-u1/view.json?photos_count=14&updated_at=2026-03-01T10%3A00%3A00Z&website_id=group",
    );
  });

  it("leaves out an update time the record lacks", () => {
    const vehicle = { slug: "a-1", photos_count: 0, updated_at: undefined };
    expect(vehicleViewPath(vehicle, "group")).toBe(
      "/api/cars/a-1/view.json?photos_count=0&website_id=group",
    );
  });
});
