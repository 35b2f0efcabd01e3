import type { Page } from "@playwright/test";

/** Event ids pushed onto the site's data layer so far. */
export const eventIds = (page: Page): Promise<number[]> =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: { eventId: number }[] }).dataLayer ?? []).map(
      (entry) => entry.eventId,
    ),
  );
