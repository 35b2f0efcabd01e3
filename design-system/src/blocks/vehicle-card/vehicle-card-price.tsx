import { formatMoney } from "@storefront/rules/formatting/format";
import { hasPrice, priceText } from "@storefront/rules/pricing/price";

type VehicleCardPriceProps = {
  price: number;
  priceType?: string | undefined;
  beforePrice?: number | null | undefined;
  noPriceText: string;
  /** A sold car shows SOLD in place of its price. */
  sold?: boolean | undefined;
};

/**
 * The price and its type ('$45,990 Drive Away'), the earlier price struck through when higher;
 * SOLD for a sold car.
 */
export function VehicleCardPrice({
  price,
  priceType,
  beforePrice,
  noPriceText,
  sold = false,
}: VehicleCardPriceProps) {
  if (sold) {
    return (
      <p
        data-slot="vehicle-card-sold"
        className="font-bold font-heading text-2xl text-danger tracking-wide"
      >
        SOLD
      </p>
    );
  }
  if (!hasPrice(price)) {
    return (
      <p data-slot="vehicle-card-price" data-state="no-price" className="font-semibold text-lg">
        {noPriceText}
      </p>
    );
  }
  const wasHigher = typeof beforePrice === "number" && beforePrice > price;
  return (
    <div data-slot="vehicle-card-price" data-state="priced">
      {wasHigher ? (
        <p className="text-muted-foreground text-sm">
          <span className="sr-only">Was </span>
          <s>{formatMoney(beforePrice)}</s>
        </p>
      ) : null}
      <p className="flex flex-wrap items-baseline gap-x-2">
        <span className="font-bold font-heading text-2xl">{priceText(price, noPriceText)}</span>
        {priceType ? <span className="text-muted-foreground text-sm">{priceType}</span> : null}
      </p>
    </div>
  );
}
