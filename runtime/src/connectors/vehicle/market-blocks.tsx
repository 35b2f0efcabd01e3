import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSite } from "../../app/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { marketGaugeQuery } from "../../queries/market-gauge-query.ts";
import { similarCarsQuery } from "../../queries/similar-cars-query.ts";
import { marketGaugeData, marketIndicatorData } from "./market-block-data.ts";
import { similarCarsData } from "./similar-cars-data.ts";

export function MarketGaugeConnector({ block, Block }: ConnectorProps<"market-gauge">) {
  const answer = useQuery(marketGaugeQuery(useSite(), useVehicle().slug));
  const { hiddenBecause, ...data } = marketGaugeData(answer);
  // A hidden gauge tells the shopper nothing; the console says why.
  useEffect(() => {
    if (hiddenBecause) console.info(hiddenBecause);
  }, [hiddenBecause]);
  return <Block {...block.props} {...data} />;
}

export function MarketIndicatorConnector({ block, Block }: ConnectorProps<"market-indicator">) {
  return <Block {...block.props} {...marketIndicatorData(useVehicle())} />;
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
