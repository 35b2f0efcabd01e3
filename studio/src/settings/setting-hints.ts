import type { FormHints } from "../forms/schema/field-node.ts";

/**
 * How the studio draws settings whose schema alone does not say (a textarea, a placeholder,
 * a field kept out of the form). Labels, descriptions and option names are on the schemas.
 */
export const identityHints: FormHints = {
  slug: { placeholder: "harbour-city-motors" },
};

export const financeHints: FormHints = {
  disclaimer: { widget: "textarea" },
};

export const promoCardHints: FormHints = {
  description: { widget: "textarea" },
};

export const offerHints: FormHints = {
  description: { widget: "textarea" },
  sanitized_description: { hidden: true },
  disclaimer: { widget: "textarea" },
};

export const locationHints: FormHints = {
  dealership_slug: { hidden: true },
  "special_hours.location_id": { hidden: true },
};
