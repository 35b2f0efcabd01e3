import type { FinancePageSettings } from "./finance-types.ts";

const wordings: Record<FinancePageSettings["sampleWording"], string> = {
  "comparison-loan":
    "*Comparison rates are based on a 5-year secured loan of $30,000. WARNING: This comparison rate is true only for the examples given and may not include all fees and charges. Different terms, fees or other loan amounts might result in a different comparison rate.",
  "advertised-rates":
    "*Example rates: 6.29% p.a. with a comparison rate of 8.19% p.a. Rates depend on your credit history and the lender's assessment; fees and charges apply.",
};

/** The sample finance wording under the form: the comparison loan, or the example rates. */
export function FinanceSampleWording({
  variant,
}: {
  variant: FinancePageSettings["sampleWording"];
}) {
  return (
    <p
      data-slot="finance-sample-wording"
      data-variant={variant}
      className="text-muted-foreground text-xs"
    >
      {wordings[variant]}
    </p>
  );
}
