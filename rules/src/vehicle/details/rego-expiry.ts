import { formatDate } from "../../formatting/format.ts";
import { hasExpired } from "../../time/date-window.ts";

/** How a site words a rego date that has passed (its `vehiclePage.regoExpiredText`). */
export type ExpiredRegoWording = "expires-on" | "unregistered";

/**
 * What a vehicle page says of the registration: 'Expires on {date}', or 'Unregistered' once the
 * date has passed on sites that say so; nothing when the car has no expiry date. The date runs to
 * the end of its day in the dealer's time zone.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  clock: { now: Date; timeZone: string },
  wording: ExpiredRegoWording,
): string | undefined {
  if (!regoExpiry) return undefined;
  if (wording === "unregistered" && hasExpired(regoExpiry, clock.now, clock.timeZone))
    return "Unregistered";
  return `Expires on ${formatDate(regoExpiry)}`;
}
