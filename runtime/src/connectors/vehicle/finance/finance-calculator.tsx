// The vehicle page's finance calculator: the server renders it, and its connector loads with the
// block as the shopper comes near it, not with the page.
import type { BlockData, ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { enquiryTermYears } from "@storefront/rules/finance/calculator";
import { asksDepositQuote } from "@storefront/rules/finance/deposit-quote";
import { isFinanceEstimateCar } from "@storefront/rules/finance/eligibility";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { cardActionHrefs } from "@storefront/rules/vehicle/card/card-links";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { useQuery } from "@tanstack/react-query";
import { useSite } from "../../../app/core/site-context.tsx";
import { useVehicle } from "../../../pages/vehicle-context.tsx";
import { useLeadSubmission } from "../../leads/use-lead-submission.ts";
import { financeCalculatorData } from "./finance-calculator-data.ts";
import { fetchDepositQuote } from "./finance-deposit-quote.ts";

export function FinanceCalculatorConnector({ block, Block }: ConnectorProps<"finance-calculator">) {
  const { site, now, origin } = useSite();
  const vehicle = useVehicle();
  // Finance figures need a car the shopper can buy now (priced over 200, in stock, not sold or
  // reserved); a sold car's page offers 'Find Me Something Similar' in the sold notice instead.
  const estimable = isFinanceEstimateCar(vehicle);
  const { remembered, submit } = useLeadSubmission();
  const { events, dataLayer } = site.analytics;
  // A failed or refused quote shows nothing.
  const asked = useQuery({
    queryKey: ["deposit-quote", site.slug, vehicle.id],
    queryFn: () => fetchDepositQuote(origin, vehicle),
    enabled: estimable && asksDepositQuote(vehicle, site.vehiclePage.depositQuote),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  if (!estimable) return null;
  const callToAction: BlockData<"finance-calculator">["callToAction"] =
    site.finance.callToAction === "get-finance-now"
      ? {
          kind: "get-finance-now",
          about: vehicleTitle(vehicle),
          initialValues: remembered,
          send: (values, calculator) =>
            submit((leads) =>
              leads.financeEnquirySubmission(vehicle, site, block.props.category, values, {
                amount: calculator.values.amount,
                term: enquiryTermYears(calculator.values.termYears),
              }),
            ),
        }
      : { kind: "enquire-now", href: cardActionHrefs(vehicle).enquireHref };
  return (
    <Block
      // A new car starts the calculator afresh.
      key={vehicle.id}
      {...block.props}
      {...financeCalculatorData(vehicle, site, now)}
      quote={vehicle.youxQuote ?? asked.data ?? undefined}
      callToAction={callToAction}
      onFirstUse={() => trackEvent(events.financeCalculatorUse, { car_id: vehicle.id }, dataLayer)}
    />
  );
}
