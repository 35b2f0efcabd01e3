import type { Coordinates } from "@storefront/rules/locations/distance";
import type { LocationAction } from "@storefront/rules/locations/location-links";
import type { HolidayRow, HoursRow } from "@storefront/rules/locations/opening-hours";

/** A location as its card, page and map show it; the connector works it out from the site. */
export type LocationView = {
  id: string;
  name: string;
  slug: string;
  type: "sales" | "service" | "parts" | null;
  dealershipId: string;
  dealershipName?: string | undefined;
  /** `12 Church St, Parramatta NSW 2150`. */
  address: string;
  city: string;
  coordinates: Coordinates;
  /** The number as stored; shown formatted. */
  phone?: string | undefined;
  email?: string | undefined;
  image?: string | undefined;
  /** Such as 'COMING EARLY 2026'. */
  badge?: string | undefined;
  hours: HoursRow[];
  /** The place whose time the hours are in (`Perth`), when it is not the site's. */
  hoursZone?: string | undefined;
  /** Open now by the dealer's clock; undefined where the page cannot know (no clock). */
  openNow?: boolean | undefined;
  holidays: HolidayRow[];
  /** The Google rating, when the site shows reviews and the location's clears the minimum. */
  rating?: { average: number; count: number } | undefined;
  actions: LocationAction[];
  /** Driving directions, for the map's fallback list. */
  directions: string;
};

/** Where 'Enquire Now' on a closed weekend day leads. */
export const enquireHref = "/contact";
