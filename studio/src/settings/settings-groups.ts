import {
  analyticsSettings,
  authSettings,
  deliveryRegion,
  favouriteSettings,
  financeSettings,
  formSettings,
  imageSettings,
  integrations,
  inventorySettings,
  location,
  locationSettings,
  navigationSettings,
  offer,
  promoCard,
  reviewSettings,
  searchSettings,
  siteDefinitionObject,
  siteIdentity,
  siteTheme,
  tagSettings,
  vehiclePageSettings,
  warrantySettings,
} from "@storefront/schemas";
import type { z } from "zod";
import type { JsonPath } from "../editor/editor-state.ts";
import type { FormHints } from "../forms/schema/field-node.ts";
import { startsWith } from "../forms/schema/value-paths.ts";
import { unwrap } from "../forms/schema/zod-introspection.ts";
import {
  financeHints,
  identityHints,
  locationHints,
  offerHints,
  promoCardHints,
} from "./setting-hints.ts";

/** Groups with an editor of their own; the rest are generated from their schema. */
type DedicatedEditor =
  | "identity"
  | "theme"
  | "menus"
  | "search"
  | "promos"
  | "offers"
  | "finance"
  | "locations"
  | "deliveryRegions";

export type SettingsGroup = {
  id: string;
  /** The title of the group's field in the site definition's schema. */
  title: string;
  /** Where its settings sit in the draft ([] for identity, whose fields are top-level). */
  path: JsonPath;
  /** What its fields are described from (for lists such as promos: one entry of the list). */
  schema: z.ZodObject;
  /** How fields are drawn where their schema alone does not say. */
  hints: FormHints;
  editor: DedicatedEditor | "fields";
  /** Further words the search should find it by. */
  keywords?: string;
};

type DefinitionField = keyof typeof siteDefinitionObject.shape;

/** A group of the settings under one field of the site definition, titled by that field. */
function group(
  field: DefinitionField,
  schema: z.ZodObject,
  editor: SettingsGroup["editor"],
  extra: { id?: string; hints?: FormHints; keywords?: string } = {},
): SettingsGroup {
  return {
    id: extra.id ?? field,
    title: unwrap(siteDefinitionObject.shape[field]).title ?? field,
    path: [field],
    schema,
    hints: extra.hints ?? {},
    editor,
    ...(extra.keywords ? { keywords: extra.keywords } : {}),
  };
}

/** Every group of site settings, in the order the editor shows them. */
export const settingsGroups: readonly SettingsGroup[] = [
  {
    id: "identity",
    title: unwrap(siteIdentity).title ?? "Identity",
    path: [],
    schema: siteIdentity,
    hints: identityHints,
    editor: "identity",
    keywords: "host name",
  },
  group("theme", siteTheme, "theme", { keywords: "brand colour logo manufacturer" }),
  group("navigation", navigationSettings, "menus", {
    id: "menus",
    keywords: "navigation dropdown",
  }),
  group("search", searchSettings, "search", { keywords: "facets filters" }),
  group("tags", tagSettings, "fields"),
  group("promos", promoCard, "promos", { hints: promoCardHints, keywords: "promotions" }),
  group("offers", offer, "offers", { hints: offerHints, keywords: "special offers deals" }),
  group("finance", financeSettings, "finance", {
    hints: financeHints,
    keywords: "calculator fees",
  }),
  group("forms", formSettings, "fields", { keywords: "enquiry" }),
  group("reviews", reviewSettings, "fields"),
  group("vehiclePage", vehiclePageSettings, "fields"),
  group("deliveryRegions", deliveryRegion, "deliveryRegions", {
    keywords: "delivery calculator postcode price",
  }),
  group("favourites", favouriteSettings, "fields", { keywords: "compare" }),
  group("auth", authSettings, "fields", { keywords: "login gated" }),
  group("locations", location, "locations", {
    hints: locationHints,
    keywords: "dealership address holiday",
  }),
  group("locationDisplay", locationSettings, "fields"),
  group("inventory", inventorySettings, "fields", { keywords: "stock" }),
  group("warranty", warrantySettings, "fields"),
  group("images", imageSettings, "fields"),
  group("analytics", analyticsSettings, "fields", { keywords: "tracking" }),
  group("integrations", integrations, "fields", { keywords: "algolia mapbox leads webhook" }),
];

const identityKeys = Object.keys(siteIdentity.shape);

/** The group that edits the setting at `path` (identity owns its top-level keys). */
export function groupFor(path: JsonPath): SettingsGroup | undefined {
  if (typeof path[0] === "string" && identityKeys.includes(path[0])) return settingsGroups[0];
  return settingsGroups.find((group) => group.path.length > 0 && startsWith(path, group.path));
}
