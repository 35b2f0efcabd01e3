import { describe, expect, it } from "vitest";
import { integrations } from "./integrations.ts";

describe("integrations", () => {
  it("search the embedded engine by default", () => {
    expect(integrations.parse({}).search.backend).toBe("embedded");
  });
});
