const day = 86_400;

export type StockFilterOptions = {
  /** Sold cars stay listed this many days (default 3). */
  soldDays: number;
  /** Highest visibility level the site lists (default 3; dealer sites use 0 to 14). */
  visibilityLevel: number;
  now: Date;
  /** Limit to these dealerships; all stock when empty. */
  dealershipIds?: readonly string[];
};

/** Seconds since the epoch after which a sold car is still listed, read to the minute. */
const soldSinceSeconds = (now: Date, soldDays: number) =>
  Math.floor(now.getTime() / 60_000) * 60 - soldDays * day;

const quote = (value: string) => `"${value.replaceAll("\\", "\\\\").replaceAll('"', '\\"')}"`;

/**
 * The dealer stock filter, in Algolia filter syntax: in stock or coming soon, or sold within
 * the last N days; shown on the dealer website; within the site's visibility level.
 */
export function dealerStockFilter({
  soldDays,
  visibilityLevel,
  now,
  dealershipIds = [],
}: StockFilterOptions): string {
  // To the minute: every shopper in the same minute sends the same filter, so the search engine
  // can answer repeated searches from its cache. A car sold 3 days and 30 s ago may show 30 s longer.
  const soldSince = soldSinceSeconds(now, soldDays);
  const parts = [
    `(status:in_stock OR status:coming_soon OR sold_date_timestamp > ${soldSince})`,
    "show_on_dealer_website:true",
    `visibility <= ${visibilityLevel}`,
  ];
  if (dealershipIds.length)
    parts.push(`(${dealershipIds.map((id) => `dealership_id:${quote(id)}`).join(" OR ")})`);
  return parts.join(" AND ");
}

export type StockFilterFields = {
  status: string;
  sold_date_timestamp?: number | null | undefined;
  show_on_dealer_website: boolean;
  visibility: number;
};

/**
 * `dealerStockFilter` for one car the server already holds (the site's own dealerships chosen
 * beforehand): whether the site lists it, so a car it lists nowhere else is named nowhere else.
 */
export function isListedStock(
  car: StockFilterFields,
  { soldDays, visibilityLevel, now }: Omit<StockFilterOptions, "dealershipIds">,
): boolean {
  const available = car.status === "in_stock" || car.status === "coming_soon";
  const soldRecently = (car.sold_date_timestamp ?? -Infinity) > soldSinceSeconds(now, soldDays);
  return (
    (available || soldRecently) && car.show_on_dealer_website && car.visibility <= visibilityLevel
  );
}
