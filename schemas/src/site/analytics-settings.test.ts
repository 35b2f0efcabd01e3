import { describe, expect, it } from "vitest";
import { analyticsSettings } from "./analytics-settings.ts";

describe("analytics settings", () => {
  it("default to the spec's event ids", () => {
    expect(analyticsSettings.parse({}).events).toMatchObject({
      phoneClick: 25,
      financeCalculatorUse: 26,
      carSaved: 39,
      testDriveNew: 17,
      testDriveUsed: 15,
      testDriveUsedAlternate: 48,
      enquiryNew: 14,
      enquiryTestDriveOnly: 17,
      generalEnquiry: 22,
      careers: 51,
      offerAccepted: 18,
      print: 61,
      historyReport: 60,
      usedCarView: 4,
      searchPageView: 49,
      financeEnquiryModal: 9,
    });
  });
});
