import { localDateTime } from "@storefront/rules/time/local-time";
import type { LeadDeliveryState, LeadDeliveryView } from "@storefront/schemas/studio-api";

/** A lead's delivery state in words, with the badge that shows it. */
export const deliveryLabels: Record<LeadDeliveryState, string> = {
  pending: "Pending",
  delivered: "Delivered",
  failed: "Failed",
  none: "No destination",
};

export const deliveryVariants = {
  pending: "warning",
  delivered: "success",
  failed: "danger",
  none: "muted",
} as const satisfies Record<LeadDeliveryState, string>;

/** One delivery's status in words (`delivering`: an attempt is under way). */
export const deliveryStatusLabels: Record<LeadDeliveryView["status"], string> = {
  pending: "Pending",
  delivering: "Sending now",
  delivered: "Delivered",
  failed: "Failed",
};

/** `2026-11-25 14:05` on the site's clock. */
export function siteTime(instant: string, timeZone: string): string {
  const { day, time } = localDateTime(instant, timeZone);
  return `${day} ${time}`;
}
