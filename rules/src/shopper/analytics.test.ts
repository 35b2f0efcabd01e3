import { afterEach, describe, expect, it } from "vitest";
import { trackEvent } from "./analytics.ts";

describe("analytics", () => {
  afterEach(() => {
    delete (globalThis as Record<string, unknown>).dataLayer;
  });
  it("pushes the event id onto window.dataLayer", () => {
    trackEvent(39, { carId: 7 });
    trackEvent(49);
    expect((globalThis as Record<string, unknown>).dataLayer).toEqual([
      { event: "storefront_event", eventId: 39, carId: 7 },
      { event: "storefront_event", eventId: 49 },
    ]);
  });
});
