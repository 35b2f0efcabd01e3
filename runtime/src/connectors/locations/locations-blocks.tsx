import type { ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import {
  autoDealerStructuredData,
  locationDescription,
} from "@storefront/rules/locations/structured-data";
import { useRouterState } from "@tanstack/react-router";
import { useSite } from "../../app/core/site-context.tsx";
import { geocodePostcode } from "./geocode-postcode.ts";
import { dealerLocationsData, findLocation, locationDetailData } from "./locations-data.ts";

export function DealerLocationsConnector({ block, Block }: ConnectorProps<"dealer-locations">) {
  const { site, now, head, origin } = useSite();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const data = dealerLocationsData(site, path, now);
  const every = data.mapLocations ?? data.locations;
  if (head && !head.structuredData && every.length) {
    // Each location as an AutoDealer in the server-rendered page, for search engines.
    head.structuredData = every.flatMap((view) => {
      const location = site.locations.find((entry) => entry.id === view.id);
      return location
        ? [autoDealerStructuredData(location, `${origin}/locations/${location.slug}`)]
        : [];
    });
  }
  return (
    <Block
      {...block.props}
      {...data}
      mapToken={site.integrations.maps.mapboxToken}
      geocode={geocodePostcode}
    />
  );
}

export function LocationDetailConnector({ block, Block }: ConnectorProps<"location-detail">) {
  const { site, now, head, origin } = useSite();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const location = findLocation(site, path);
  if (head && location) {
    // Every route to a location's page (/locations, /contact-us, /our-location) names one address.
    const canonical = `${origin}/locations/${location.slug}`;
    head.structuredData = autoDealerStructuredData(location, canonical);
    head.canonical = canonical;
    head.description = locationDescription(location);
  }
  return (
    <Block
      {...block.props}
      {...locationDetailData(site, location, now)}
      mapToken={site.integrations.maps.mapboxToken}
    />
  );
}
