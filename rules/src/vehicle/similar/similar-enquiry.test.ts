import { describe, expect, it } from "vitest";
import { similarEnquiryHref } from "./similar-enquiry.ts";

describe("similar-car enquiry", () => {
  it("adds the similar-car intent to the enquiry link", () => {
    expect(similarEnquiryHref("/cars/abc#enquire")).toBe("/cars/abc?intent=similar#enquire");
    expect(similarEnquiryHref("/contact?car_id=4")).toBe("/contact?car_id=4&intent=similar");
  });
});
