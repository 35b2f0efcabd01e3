const money = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  maximumFractionDigits: 0,
});
const moneyCents = new Intl.NumberFormat("en-AU", {
  style: "currency",
  currency: "AUD",
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat("en-AU", { maximumFractionDigits: 0 });

/** `$45,990`: dollar sign, rounded to the dollar, thousands separators. */
export function formatMoney(amount: number): string {
  return money.format(Math.round(amount));
}

/** `$912.25`, for fees and repayments where cents matter. */
export function formatMoneyCents(amount: number): string {
  return moneyCents.format(amount);
}

/** `12,345`: a whole number with thousands separators. */
export function formatNumber(value: number): string {
  return whole.format(Math.round(value));
}

/** `48,200 km`. */
export function formatKm(km: number): string {
  return `${formatNumber(km)} km`;
}

const dateFormat = new Intl.DateTimeFormat("en-AU", {
  day: "numeric",
  month: "short",
  year: "numeric",
  timeZone: "UTC",
});

/** `30 Jun 2026` for an ISO date or date-time. Calendar dates are read as written, not shifted by time zone. */
export function formatDate(iso: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(iso) ? `${iso}T00:00:00Z` : iso);
  return Number.isNaN(date.getTime()) ? iso : dateFormat.format(date);
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
