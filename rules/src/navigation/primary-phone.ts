import type { Location } from "@storefront/schemas";

/** The header's phone: the primary visible sales location's, else the first visible sales one's. */
export function primaryPhone(locations: readonly Location[]) {
  const sales = locations.filter(
    (location) => location.visible && location.location_type === "sales",
  );
  const location = sales.find((entry) => entry.primary) ?? sales[0];
  const number = location?.contact_detail.phone;
  return number ? { label: location.name, number } : undefined;
}
