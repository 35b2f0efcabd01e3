import { formatMoneyCents } from "@storefront/rules/formatting/format";
import { readAmount, weeklyFuelCost } from "@storefront/rules/vehicle/calculators/fuel-cost";
import type { BlockProps } from "@storefront/schemas";
import { useId, useState } from "react";
import { Field, FieldControl, FieldLabel } from "../../ui/field/field.tsx";
import { Input } from "../../ui/input/input.tsx";

type FuelCalculatorData = {
  /** False for an electric vehicle: the block shows nothing. */
  visible: boolean;
  /** The vehicle's combined consumption in L/100 km (10 when its record has none). */
  consumption: number;
};

/** Weekly fuel cost from the vehicle's consumption, a fuel price and a weekly distance. */
export function FuelCalculator({
  title,
  fuelPrice,
  weeklyKm,
  visible,
  consumption,
}: BlockProps<"fuel-calculator"> & FuelCalculatorData) {
  const [price, setPrice] = useState(String(fuelPrice));
  const [km, setKm] = useState(String(weeklyKm));
  const headingId = useId();
  if (!visible) return null;
  const cost = weeklyFuelCost({
    weeklyKm: readAmount(km),
    consumption,
    fuelPrice: readAmount(price),
  });
  return (
    <section
      data-slot="fuel-calculator"
      data-state={cost === undefined ? "incomplete" : "result"}
      aria-labelledby={headingId}
      className="flex flex-col gap-4 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-2xl">
        {title}
      </h2>
      <p className="text-muted-foreground">
        Based on {consumption} L/100km combined fuel consumption.
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field>
          <FieldLabel>Fuel price ($ per litre)</FieldLabel>
          <FieldControl>
            <Input
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={price}
              onChange={(event) => setPrice(event.target.value)}
            />
          </FieldControl>
        </Field>
        <Field>
          <FieldLabel>Distance (km per week)</FieldLabel>
          <FieldControl>
            <Input
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={km}
              onChange={(event) => setKm(event.target.value)}
            />
          </FieldControl>
        </Field>
      </div>
      <output
        data-slot="fuel-calculator-result"
        aria-live="polite"
        className="flex flex-wrap items-baseline gap-x-2"
      >
        {cost === undefined ? (
          <span className="text-muted-foreground">
            Enter a fuel price and a distance to see the weekly cost.
          </span>
        ) : (
          <>
            <span>Weekly fuel cost:</span>
            <strong className="font-semibold text-xl">{formatMoneyCents(cost)}</strong>
          </>
        )}
      </output>
    </section>
  );
}
