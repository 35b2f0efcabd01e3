import type { SiteDefinition } from "@storefront/schemas";
import type { GenericField } from "@storefront/schemas/leads/lead-forms";

/** The lead category of the service booking form. */
const serviceBookingCategory = "Service Booking";

/**
 * A service booking on this site: where the site has visible service locations and the form has
 * no location field of its own, a 'Location' select of their names before Comments, started at
 * the location a card's 'Book a Service' link names (`/service?location={slug}`), or at the only
 * one. Any other form is left as it is.
 */
export function withServiceLocation(
  fields: GenericField[],
  categories: readonly string[],
  site: SiteDefinition,
  search: string,
): { fields: GenericField[]; location?: string } {
  if (categories[0] !== serviceBookingCategory) return { fields };
  if (fields.some((field) => field.name === "location")) return { fields };
  const centres = site.locations.filter(
    (location) => location.visible && location.location_type === "service",
  );
  const names = [...new Set(centres.map((location) => location.name))];
  if (!names.length) return { fields };
  const linked = new URLSearchParams(search).get("location");
  const chosen =
    centres.find((location) => location.slug === linked)?.name ??
    (names.length === 1 ? names[0] : undefined);
  const location: GenericField = {
    name: "location",
    label: "Location",
    kind: "select",
    required: true,
    options: names,
  };
  const comments = fields.findIndex((field) => field.name === "message");
  const at = comments === -1 ? fields.length : comments;
  return {
    fields: [...fields.slice(0, at), location, ...fields.slice(at)],
    ...(chosen ? { location: chosen } : {}),
  };
}
