import type { ContactDetails } from "@storefront/design-system/blocks/trade-in-valuation/index.ts";
import type { TradeInCar } from "@storefront/schemas/leads/trade-in";

/** The subcategory of the lead that accepts a trade-in offer, as the specification gives it. */
const offerAcceptedSubcategory = "3. Offer Accepted";

/** The trade-in lead: the shopper, the car offered and, from `?car_id=`, the car they want. */
export function tradeInLead(
  category: string,
  contact: ContactDetails,
  car: TradeInCar,
  km: number,
  carId: string | undefined,
): Record<string, unknown> {
  const { rego, regoState, ...described } = car;
  return {
    ...contact,
    category,
    ...(carId ? { car_id: carId } : {}),
    trade_in: {
      ...described,
      km,
      ...(rego ? { rego } : {}),
      ...(regoState ? { rego_state: regoState } : {}),
    },
  };
}

/**
 * The offer-accepted lead: category, subcategory '3. Offer Accepted', lead_id, form_completed
 * and offer_accepted true, with the shopper's contact details the lead API needs.
 */
export function offerAcceptedLead(
  category: string,
  contact: ContactDetails,
  leadId: string,
): Record<string, unknown> {
  return {
    ...contact,
    category,
    subcategory: offerAcceptedSubcategory,
    lead_id: leadId,
    form_completed: true,
    offer_accepted: true,
  };
}
