/**
 * Whole numbers with thousands separators, as en-AU writes them. Written out rather than through
 * Intl.NumberFormat because building a formatter loads locale data: a long pause in the first
 * render of every page that shows a price or a count.
 */
function groupThousands(value: number): string {
  const rounded = Math.round(value);
  const digits = String(Math.abs(rounded)).replace(/\B(?=(\d{3})+$)/g, ",");
  return rounded < 0 ? `-${digits}` : digits;
}

/** `$45,990`: dollar sign, rounded to the dollar, thousands separators. */
export function formatMoney(amount: number): string {
  const rounded = Math.round(amount);
  return rounded < 0 ? `-$${groupThousands(-rounded)}` : `$${groupThousands(rounded)}`;
}

/**
 * `$912.25`, for fees and repayments where cents matter. Written out for `groupThousands`'s
 * reason: the finance calculator's first render built a currency formatter, its longest task.
 */
export function formatMoneyCents(amount: number): string {
  // Rounded as the amount is written (1.005 is $1.01), not as its binary value is.
  const shifted = Number(`${Math.abs(amount)}e2`);
  const cents = Math.round(Number.isFinite(shifted) ? shifted : Math.abs(amount) * 100);
  if (cents === 0) return "$0.00";
  const figure = `$${groupThousands(Math.floor(cents / 100))}.${String(cents % 100).padStart(2, "0")}`;
  return amount < 0 ? `-${figure}` : figure;
}

/** `12,345`: a whole number with thousands separators. */
export function formatNumber(value: number): string {
  return groupThousands(value);
}

/** `48,200 km`. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}

/**
 * en-AU's short month names, as Intl.DateTimeFormat writes them. Written out for the reason
 * `groupThousands` is: building a date formatter loads locale data, a long task in the first
 * render of a vehicle page (its registration expiry).
 */
const shortMonths = [
  "Jan",
  "Feb",
  "Mar",
  "Apr",
  "May",
  "June",
  "July",
  "Aug",
  "Sept",
  "Oct",
  "Nov",
  "Dec",
] as const;

/** `30 June 2026` for an ISO date or date-time. Calendar dates are read as written, not shifted by time zone. */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCDate()} ${shortMonths[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

/** `08:30` -> `8:30am`, `17:00` -> `5:00pm`, `12:00` -> `12:00pm`, `00:15` -> `12:15am`. */
export function formatTime12h(time: string): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hours = Number(match[1]);
  const suffix = hours >= 12 ? "pm" : "am";
  const clock = hours % 12 === 0 ? 12 : hours % 12;
  return `${clock}:${match[2]}${suffix}`;
}
