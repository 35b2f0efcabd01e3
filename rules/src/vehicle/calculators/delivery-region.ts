export type PricedRegion = {
  name: string;
  price: number;
  postcodes: readonly { from: string; to: string }[];
};

/**
 * The delivery region covering a postcode, or undefined: 4-digit postcodes only, each range
 * taking in its first and last postcode. The site definition keeps regions from overlapping.
 */
export function deliveryRegionFor<R extends PricedRegion>(
  regions: readonly R[],
  postcode: string,
): R | undefined {
  const code = postcode.trim();
  if (!/^\d{4}$/.test(code)) return undefined;
  return regions.find((region) =>
    region.postcodes.some((range) => range.from <= code && code <= range.to),
  );
}
