/** A dealership location's address as the vehicle page's location banner shows it. */
export type LocationAddress = {
  street?: string | undefined;
  city?: string | undefined;
  state?: string | undefined;
  postcode?: string | undefined;
  /** The location's Google Maps page, when the dealer gave one. */
  place_url?: string | undefined;
};

/** `12 Church St, Parramatta NSW 2150`: the parts the address has, in postal order. */
export function addressText(address: LocationAddress): string {
  const locality = [address.city, address.state, address.postcode]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(" ");
  return [address.street?.trim(), locality].filter(Boolean).join(", ");
}

/**
 * 'Get Directions': the location's own map page, else a maps search for its name and address.
 * Undefined when there is nothing to search for.
 */
export function directionsHref(name: string, address: LocationAddress): string | undefined {
  if (address.place_url) return address.place_url;
  const text = addressText(address);
  if (!text) return undefined;
  const query = new URLSearchParams({ api: "1", query: `${name}, ${text}` });
  return `https://www.google.com/maps/search/?${query}`;
}

/** 'View Our Stock': the search of the dealership's stock. */
export const dealershipStockHref = (dealershipSlug: string): string =>
  `/search/${encodeURIComponent(dealershipSlug)}`;
