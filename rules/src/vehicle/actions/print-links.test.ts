import { describe, expect, it } from "vitest";
import { pdfHref, printHref } from "./print-links.ts";

describe("print and PDF addresses", () => {
  it("name the car by its slug", () => {
    expect(printHref("2021-toyota-corolla")).toBe("/print?car_id=2021-toyota-corolla");
    expect(pdfHref("a b")).toBe("/api/cars/a%20b/pdf");
  });
});
