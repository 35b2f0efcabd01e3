import { describe, expect, it } from "vitest";
import { maskedPhone } from "./phone-reveal.ts";

describe("masked phone", () => {
  it("shows the first 5 characters and then an asterisk for each one after", () => {
    expect(maskedPhone("02 9630 8800")).toBe("02 96*******");
    expect(maskedPhone("13 11 22")).toBe("13 11***");
  });
  it("leaves a number of 5 characters or fewer as it is", () => {
    expect(maskedPhone("000")).toBe("000");
  });
});
