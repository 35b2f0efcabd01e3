type AnalyticsEvent = {
  event: "storefront_event";
  eventId: number;
  [detail: string]: unknown;
};

type DataLayerWindow = Record<string, unknown>;

/**
 * Pushes an event id from the site's analytics settings onto the site's data layer
 * (`window.dataLayer` by default). Failures are logged, never shown.
 */
export function trackEvent(
  eventId: number,
  details: Record<string, unknown> = {},
  dataLayer = "dataLayer",
): void {
  try {
    const target = globalThis as unknown as DataLayerWindow;
    if (!Array.isArray(target[dataLayer])) target[dataLayer] = [];
    (target[dataLayer] as AnalyticsEvent[]).push({
      event: "storefront_event",
      eventId,
      ...details,
    });
  } catch (error) {
    console.error("Analytics event not sent", error);
  }
}
