import { addressText, dealershipStockHref } from "../vehicle/details/vehicle-location.ts";

/** The parts of a location its card's actions read. */
export type LinkedLocation = {
  name: string;
  slug: string;
  location_type: "sales" | "service" | "parts" | null;
  address: {
    street: string;
    city: string;
    state: string;
    postcode: string;
    lat: number;
    long: number;
    place_id?: string | undefined;
    place_url?: string | undefined;
  };
  contact_detail: { email?: string | undefined };
};

/** A card's action: its label (the spec's) and where it goes. */
export type LocationAction = {
  label:
    | "View Details"
    | "View Location"
    | "View Our Stock"
    | "Get Directions"
    | "Book a Service"
    | "Email Us";
  href: string;
  /** Leaves the site (opens in a new tab). */
  external: boolean;
};

/** The location's own page. */
const locationPath = (slug: string): string => `/locations/${encodeURIComponent(slug)}`;

/** Driving directions to the location's coordinates (its Google place when known). */
export function directionsUrl(location: LinkedLocation): string {
  const query = new URLSearchParams({
    api: "1",
    destination: `${location.address.lat},${location.address.long}`,
  });
  if (location.address.place_id) query.set("destination_place_id", location.address.place_id);
  return `https://www.google.com/maps/dir/?${query}`;
}

/** The location on Google Maps: its own page when given, else a search for it. */
function mapPageUrl(location: LinkedLocation): string {
  if (location.address.place_url) return location.address.place_url;
  const query = new URLSearchParams({
    api: "1",
    query: `${location.name}, ${addressText(location.address)}`,
  });
  return `https://www.google.com/maps/search/?${query}`;
}

/**
 * A card's actions, in the spec's order, each where it applies: 'View Details' (the location's
 * page; left out on that page), 'View Location' (on the map), 'View Our Stock' (its
 * dealership's stock), 'Get Directions', 'Book a Service' (service locations), 'Email Us' (with
 * an address).
 */
export function locationActions(
  location: LinkedLocation,
  options: { dealershipSlug?: string | undefined; onDetailPage?: boolean } = {},
): LocationAction[] {
  const actions: (LocationAction | false)[] = [
    !options.onDetailPage && {
      label: "View Details",
      href: locationPath(location.slug),
      external: false,
    },
    { label: "View Location", href: mapPageUrl(location), external: true },
    !!options.dealershipSlug && {
      label: "View Our Stock",
      href: dealershipStockHref(options.dealershipSlug),
      external: false,
    },
    { label: "Get Directions", href: directionsUrl(location), external: true },
    location.location_type === "service" && {
      label: "Book a Service",
      href: `/service?${new URLSearchParams({ location: location.slug })}`,
      external: false,
    },
    !!location.contact_detail.email && {
      label: "Email Us",
      href: `mailto:${location.contact_detail.email}`,
      external: false,
    },
  ];
  return actions.filter((action): action is LocationAction => !!action);
}
