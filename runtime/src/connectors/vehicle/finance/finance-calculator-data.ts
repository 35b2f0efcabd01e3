import type { BlockData } from "@storefront/design-system/blocks/contract.ts";
import {
  amountRange,
  establishmentFee,
  interestRange,
  startingValues,
  vehicleAmountSlider,
} from "@storefront/rules/finance/calculator";
import { eligibleLenderEntry } from "@storefront/rules/finance/eligibility";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

/**
 * The finance calculator's figures: where it starts (from the car's lender entry for the site's
 * provider when the site may show it), its limits, fees, the lender's rates, the fee list, the
 * comparison rate ranges and the disclaimer. The call to action, the quote and the event are the
 * connector's.
 */
export function financeCalculatorData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  now: Date,
): Omit<BlockData<"finance-calculator">, "callToAction" | "quote" | "onFirstUse"> {
  const { finance } = site;
  const entry = eligibleLenderEntry(vehicle, finance, now, site.timeZone);
  const lender =
    entry && entry.interestRate !== null && entry.comparisonRate !== null
      ? {
          name: entry.financeProvider,
          interestRate: entry.interestRate,
          comparisonRate: entry.comparisonRate,
          paymentWeek: entry.paymentWeek,
          paymentMonth: entry.paymentMonth,
        }
      : undefined;
  const ranges = entry?.comparisonRateRanges ?? [];
  return {
    start: startingValues(vehicle, entry, finance.calculator),
    limits: {
      amount: amountRange(finance),
      amountSlider: vehicleAmountSlider(vehicle.price, finance),
      term: finance.calculator.term,
      interest: interestRange(finance),
    },
    fees: establishmentFee(entry, finance.calculator),
    roundUpFees: finance.calculator.roundUpFees,
    lender,
    comparisonRateRanges:
      ranges.length > 0 ? ranges : finance.comparisonRateRange ? [finance.comparisonRateRange] : [],
    feeList: finance.fees,
    disclaimer: entry?.disclaimer ?? finance.disclaimer,
    disclaimerToggle: finance.calculator.disclaimerToggle,
  };
}
