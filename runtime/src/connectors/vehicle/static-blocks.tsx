// The vehicle page's blocks the server renders and the browser keeps as rendered (a figure, a
// note): their code, rules included, loads only for a page the browser renders itself.
import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { isFinanceEstimateCar, weeklyFinanceFigure } from "@storefront/rules/finance/eligibility";
import { useSite } from "../../app/core/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { marketIndicatorData } from "./market/market-block-data.ts";

/** The sidebar's link to the calculator, with the car's weekly figure where the site shows it. */
export function FinanceAnchorConnector({ block, Block }: ConnectorProps<"finance-anchor">) {
  const { site, now } = useSite();
  const vehicle = useVehicle();
  // The anchor leads to the finance calculator, which shows only for such a car.
  if (!isFinanceEstimateCar(vehicle)) return null;
  return (
    <Block
      {...block.props}
      weekly={weeklyFinanceFigure(vehicle, site.finance, now, site.timeZone)}
    />
  );
}

export function MarketIndicatorConnector({ block, Block }: ConnectorProps<"market-indicator">) {
  return <Block {...block.props} {...marketIndicatorData(useVehicle())} />;
}
