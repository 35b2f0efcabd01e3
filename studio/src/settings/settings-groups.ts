import {
  analyticsSettings,
  authSettings,
  favouriteSettings,
  financeSettings,
  formSettings,
  imageSettings,
  integrations,
  inventorySettings,
  location,
  locationSettings,
  navigationSettings,
  promoCard,
  reviewSettings,
  searchSettings,
  siteDefinitionObject,
  siteTheme,
  tagSettings,
  vehiclePageSettings,
  warrantySettings,
} from "@storefront/schemas";
import type { z } from "zod";
import type { JsonPath } from "../editor/editor-state.ts";
import type { FormHints } from "../forms/field-node.ts";
import { startsWith } from "../forms/value-paths.ts";
import * as hints from "./setting-hints.ts";

/** Groups with an editor of their own; the rest are generated from their schema. */
export type DedicatedEditor =
  | "identity"
  | "theme"
  | "menus"
  | "search"
  | "promos"
  | "finance"
  | "locations";

export type SettingsGroup = {
  id: string;
  title: string;
  /** Where its settings sit in the draft ([] for identity, whose fields are top-level). */
  path: JsonPath;
  /** What its fields are described from (for promos and locations: one entry of the list). */
  schema: z.ZodObject;
  hints: FormHints;
  editor: DedicatedEditor | "fields";
  /** Further words the search should find it by. */
  keywords?: string;
};

const identitySchema = siteDefinitionObject.pick({
  slug: true,
  name: true,
  template: true,
  domains: true,
});

/** Every group of site settings, in the order the editor shows them. */
export const settingsGroups: readonly SettingsGroup[] = [
  {
    id: "identity",
    title: "Identity and domains",
    path: [],
    schema: identitySchema,
    hints: hints.identityHints,
    editor: "identity",
    keywords: "host name",
  },
  {
    id: "theme",
    title: "Theme",
    path: ["theme"],
    schema: siteTheme,
    hints: hints.themeHints,
    editor: "theme",
    keywords: "brand colour logo manufacturer",
  },
  {
    id: "menus",
    title: "Header and footer menus",
    path: ["navigation"],
    schema: navigationSettings,
    hints: {},
    editor: "menus",
    keywords: "navigation dropdown",
  },
  {
    id: "search",
    title: "Search",
    path: ["search"],
    schema: searchSettings,
    hints: hints.searchHints,
    editor: "search",
    keywords: "facets filters",
  },
  {
    id: "tags",
    title: "Result card tags",
    path: ["tags"],
    schema: tagSettings,
    hints: hints.tagHints,
    editor: "fields",
  },
  {
    id: "promos",
    title: "Promo cards",
    path: ["promos"],
    schema: promoCard,
    hints: hints.promoCardHints,
    editor: "promos",
    keywords: "promotions",
  },
  {
    id: "finance",
    title: "Finance",
    path: ["finance"],
    schema: financeSettings,
    hints: hints.financeHints,
    editor: "finance",
    keywords: "calculator fees",
  },
  {
    id: "forms",
    title: "Forms",
    path: ["forms"],
    schema: formSettings,
    hints: hints.formHints,
    editor: "fields",
    keywords: "enquiry",
  },
  {
    id: "reviews",
    title: "Reviews",
    path: ["reviews"],
    schema: reviewSettings,
    hints: hints.reviewHints,
    editor: "fields",
  },
  {
    id: "vehiclePage",
    title: "Vehicle page",
    path: ["vehiclePage"],
    schema: vehiclePageSettings,
    hints: hints.vehiclePageHints,
    editor: "fields",
  },
  {
    id: "favourites",
    title: "Favourites",
    path: ["favourites"],
    schema: favouriteSettings,
    hints: hints.favouriteHints,
    editor: "fields",
    keywords: "compare",
  },
  {
    id: "auth",
    title: "Sign-in",
    path: ["auth"],
    schema: authSettings,
    hints: hints.authHints,
    editor: "fields",
    keywords: "login gated",
  },
  {
    id: "locations",
    title: "Locations and opening hours",
    path: ["locations"],
    schema: location,
    hints: hints.locationHints,
    editor: "locations",
    keywords: "dealership address holiday",
  },
  {
    id: "locationDisplay",
    title: "Locations display",
    path: ["locationDisplay"],
    schema: locationSettings,
    hints: hints.locationDisplayHints,
    editor: "fields",
  },
  {
    id: "inventory",
    title: "Inventory",
    path: ["inventory"],
    schema: inventorySettings,
    hints: hints.inventoryHints,
    editor: "fields",
    keywords: "stock",
  },
  {
    id: "warranty",
    title: "Warranty",
    path: ["warranty"],
    schema: warrantySettings,
    hints: hints.warrantyHints,
    editor: "fields",
  },
  {
    id: "images",
    title: "Images",
    path: ["images"],
    schema: imageSettings,
    hints: hints.imageHints,
    editor: "fields",
  },
  {
    id: "analytics",
    title: "Analytics event ids",
    path: ["analytics"],
    schema: analyticsSettings,
    hints: hints.analyticsHints,
    editor: "fields",
    keywords: "tracking",
  },
  {
    id: "integrations",
    title: "Integrations",
    path: ["integrations"],
    schema: integrations,
    hints: hints.integrationHints,
    editor: "fields",
    keywords: "algolia mapbox leads webhook",
  },
];

const identityKeys = Object.keys(identitySchema.shape);

/** The group that edits the setting at `path` (identity owns its top-level keys). */
export function groupFor(path: JsonPath): SettingsGroup | undefined {
  if (typeof path[0] === "string" && identityKeys.includes(path[0])) return settingsGroups[0];
  return settingsGroups.find((group) => group.path.length > 0 && startsWith(path, group.path));
}
