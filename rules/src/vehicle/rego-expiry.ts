import { formatDate } from "../formatting/format.ts";
import { hasExpired } from "../time/date-window.ts";

/**
 * What a vehicle page says of the registration: 'Expires on {date}', or 'Unregistered' once the
 * date has passed on sites that say so; nothing when the car has no expiry date. The date runs to
 * the end of its day, as the shopper's calendar reads it.
 */
export function regoExpiryText(
  regoExpiry: string | null | undefined,
  now: Date,
  unregisteredWhenExpired: boolean,
): string | undefined {
  if (!regoExpiry) return undefined;
  if (unregisteredWhenExpired && hasExpired(regoExpiry, now)) return "Unregistered";
  return `Expires on ${formatDate(regoExpiry)}`;
}
