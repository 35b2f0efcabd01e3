import { z } from "zod";
import { postcode } from "../common.ts";

/** Australian postcodes run 0200–0299 (ACT) and 0800–9999; none starts 00, 01 or 03 to 07. */
const australianPostcode = postcode.refine(
  (code) => !/^\d{4}$/.test(code) || code >= "0800" || (code >= "0200" && code <= "0299"),
  "Not an Australian postcode: they run from 0200 to 0299 and from 0800 to 9999",
);

const postcodeRange = z
  .strictObject({
    from: australianPostcode.meta({ title: "From postcode" }),
    to: australianPostcode.meta({ title: "To postcode" }),
  })
  .meta({ title: "Postcode range", description: "Every postcode from the first to the last." });

export const deliveryRegion = z.strictObject({
  name: z
    .string()
    .trim()
    .min(1, "Give the region a name")
    .max(80)
    .meta({ title: "Region name", description: "Shown with the price, such as Sydney Metro." }),
  price: z
    .number()
    .min(0)
    .max(100_000)
    .meta({ title: "Delivery price ($)", description: "What delivery to this region costs." }),
  postcodes: z
    .array(postcodeRange)
    .min(1, "Add at least one postcode range")
    .meta({ title: "Postcode ranges", description: "Such as 2000 to 2249." }),
});

type Range = { from: string; to: string };

const regionName = (region: { name?: unknown }, index: number) =>
  typeof region.name === "string" && region.name.trim()
    ? `"${region.name.trim()}"`
    : `region ${index + 1}`;

const describe = (range: Range) =>
  range.from === range.to ? range.from : `${range.from}–${range.to}`;

/**
 * The regions the delivery calculator prices by postcode. A range runs from its first postcode
 * to its last, and no postcode may belong to two regions.
 */
export const deliveryRegions = z.array(deliveryRegion).superRefine((regions, ctx) => {
  const ranges = regions.flatMap((region, regionIndex) =>
    region.postcodes.map((range, rangeIndex) => ({ range, regionIndex, rangeIndex })),
  );
  for (const { range, regionIndex, rangeIndex } of ranges) {
    if (range.from > range.to) {
      ctx.addIssue({
        code: "custom",
        path: [regionIndex, "postcodes", rangeIndex, "to"],
        message: `In ${regionName(regions[regionIndex]!, regionIndex)}, the range ends (${range.to}) before it starts (${range.from})`,
      });
    }
  }
  ranges.forEach((one, at) => {
    for (const other of ranges.slice(0, at)) {
      if (other.regionIndex === one.regionIndex) continue;
      if (one.range.from > other.range.to || other.range.from > one.range.to) continue;
      const a = regionName(regions[one.regionIndex]!, one.regionIndex);
      const b = regionName(regions[other.regionIndex]!, other.regionIndex);
      ctx.addIssue({
        code: "custom",
        path: [one.regionIndex, "postcodes", one.rangeIndex, "from"],
        message: `Postcodes ${describe(one.range)} of ${a} overlap ${describe(other.range)} of ${b}: a postcode belongs to one region only`,
      });
    }
  });
});
