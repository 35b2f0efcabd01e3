// The vehicle page's blocks that load as the shopper scrolls towards them (`loadsWhenNear`):
// their connectors load with them, not with the page.
import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { deliveryEstimateQuery } from "../../queries/delivery-queries.ts";
import { marketGaugeQuery } from "../../queries/market-gauge-query.ts";
import { similarCarsQuery } from "../../queries/similar-cars-query.ts";
import { fuelCalculatorData } from "./calculator-data.ts";
import { marketGaugeData } from "./market/market-gauge-data.ts";
import { useCallTracking } from "./phone-calls/call-tracking.ts";
import { similarCarsData } from "./similar-cars-data.ts";
import { vehicleLocationData } from "./vehicle-location-data.ts";

export function MarketGaugeConnector({ block, Block }: ConnectorProps<"market-gauge">) {
  const answer = useQuery(marketGaugeQuery(useSite(), useVehicle().slug));
  const { hiddenBecause, ...data } = marketGaugeData(answer);
  // A hidden gauge tells the shopper nothing; the console says why.
  useEffect(() => {
    if (hiddenBecause) console.info(hiddenBecause);
  }, [hiddenBecause]);
  return <Block {...block.props} {...data} />;
}

export function SimilarCarsConnector({ block, Block }: ConnectorProps<"similar-cars">) {
  const context = useSite();
  const vehicle = useVehicle();
  const answer = useQuery(similarCarsQuery(context, vehicle));
  useEffect(() => {
    if (answer.error) console.warn("similar cars failed to load", answer.error);
  }, [answer.error]);
  const data = similarCarsData({
    site: context.site,
    now: context.now,
    vehicle,
    count: block.props.count,
    answer,
  });
  return <Block {...block.props} {...data} />;
}

export function FuelCalculatorConnector({ block, Block }: ConnectorProps<"fuel-calculator">) {
  return <Block {...block.props} {...fuelCalculatorData(useVehicle())} />;
}

/** Looks delivery prices up through the query cache, so a postcode asked again answers at once. */
export function DeliveryCalculatorConnector({
  block,
  Block,
}: ConnectorProps<"delivery-calculator">) {
  const { site } = useSite();
  const queryClient = useQueryClient();
  const estimate = (postcode: string) =>
    queryClient.fetchQuery(deliveryEstimateQuery(site.slug, postcode));
  return <Block {...block.props} estimate={estimate} />;
}

/** The location banner; a call from its phone number counts as a call about the car. */
export function VehicleLocationConnector({ block, Block }: ConnectorProps<"vehicle-location">) {
  const { site } = useSite();
  const data = vehicleLocationData(useVehicle(), site);
  return <Block {...block.props} {...data} onCall={useCallTracking(data.location?.phone)} />;
}
