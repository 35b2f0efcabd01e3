import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { cardActionHrefs, vehicleHref } from "@storefront/rules/vehicle/card/card-links";
import { useQuery } from "@tanstack/react-query";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../../app/core/site-context.tsx";
import { brandLogo } from "../../app/manufacturer-logo.ts";
import { catalogueQuery } from "../../queries/search-queries.ts";
import { brandMake, brandOfPath } from "./brand-data.ts";
import { listingsByMakeQuery } from "./listings-by-make-query.ts";

export function BrandOverviewConnector({ block, Block }: ConnectorProps<"brand-overview">) {
  const context = useSite();
  const { site, now } = context;
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const makes = useQuery(catalogueQuery(context)).data?.makes ?? [];
  const brand = brandOfPath(site, pathname, makes);
  const make = brand ? brandMake(brand, makes) : "";
  const listings = useQuery({ ...listingsByMakeQuery(context, make), enabled: Boolean(brand) });
  if (!brand) return null;
  const status =
    listings.status === "pending" ? "loading" : listings.status === "error" ? "error" : "ready";
  return (
    <Block
      {...block.props}
      brand={brand}
      logo={brandLogo(brand)}
      stock={{
        status,
        cars: listings.data?.cars ?? [],
        total: listings.data?.total ?? 0,
        href: `/search/${brand.slug}`,
      }}
      cardAttributes={site.search.cardAttributes}
      noPriceText={site.search.noPriceText}
      tags={site.tags}
      now={now}
      vehicleHref={vehicleHref}
      actionHrefs={cardActionHrefs}
    />
  );
}
