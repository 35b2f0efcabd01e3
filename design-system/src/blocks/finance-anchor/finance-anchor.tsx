import { formatMoney } from "@storefront/rules/formatting/format";
import type { BlockProps } from "@storefront/schemas";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

type FinanceAnchorData = {
  /** The car's weekly finance figure, where the site may show its lender figures. */
  weekly: number | undefined;
};

/** The page anchor of the finance calculator. */
const financeCalculatorAnchor = "#finance-calculator";

/**
 * The vehicle page sidebar's link to the finance calculator, with the car's weekly finance
 * figure where it has one.
 */
export function FinanceAnchor({ label, weekly }: BlockProps<"finance-anchor"> & FinanceAnchorData) {
  return (
    <a
      href={financeCalculatorAnchor}
      data-slot="finance-anchor"
      data-state={weekly === undefined ? "link" : "figure"}
      className={cn(
        "inline-flex items-baseline gap-1 self-start rounded-sm px-1 underline decoration-2 decoration-ring underline-offset-4 hover:decoration-foreground",
        focusRing,
      )}
    >
      {weekly === undefined ? (
        label
      ) : (
        <>
          Finance <strong className="font-semibold text-lg">{formatMoney(weekly)}</strong>/wk
        </>
      )}
    </a>
  );
}
