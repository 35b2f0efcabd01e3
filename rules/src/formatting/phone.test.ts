import { describe, expect, it } from "vitest";
import { formatPhone, telHref } from "./phone.ts";

describe("phone display", () => {
  it("turns +61 into 0 and groups ten digits 2-4-4", () => {
    expect(formatPhone("+61 2 9630 8800")).toBe("02 9630 8800");
    expect(formatPhone("+61732901100")).toBe("07 3290 1100");
    expect(formatPhone("61 4 1234 5678")).toBe("04 1234 5678");
  });
  it("removes brackets", () => {
    expect(formatPhone("(07) 3290 1100")).toBe("07 3290 1100");
  });
  it("links to the local digits", () => {
    expect(telHref("(07) 3290 1100")).toBe("tel:0732901100");
  });
});
