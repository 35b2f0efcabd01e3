import { z } from "zod";
import { slug } from "../common.ts";
import { brand, offer, promoCard, reviewSummary } from "../content.ts";
import { dealership, location } from "../location.ts";
import { siteTheme } from "../theme.ts";
import { analyticsSettings } from "./analytics-settings.ts";
import { defaultLayout } from "./default-pages.ts";
import { checkDefinition } from "./definition-checks.ts";
import {
  authSettings,
  favouriteSettings,
  formSettings,
  imageSettings,
  inventorySettings,
  locationSettings,
  reviewSettings,
  tagSettings,
  vehiclePageSettings,
  warrantySettings,
} from "./feature-settings.ts";
import { financeSettings } from "./finance-settings.ts";
import { integrations } from "./integrations.ts";
import { navigationSettings } from "./navigation.ts";
import { page, siteLayout } from "./pages.ts";
import { searchSettings } from "./search-settings.ts";

export const currentVersion = 1;

export const siteTemplates = ["used-car-dealer", "dealer-group", "caravan-rv"] as const;

export const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "Use a lower-case host name such as cars.example.com.au (no scheme, port or path)",
  );

export const siteDefinitionObject = z.strictObject({
  $schema: z.string().optional(),
  version: z.literal(currentVersion),
  slug: slug.meta({ description: "Site id; exports go to exports/<slug>/." }),
  name: z.string().min(1).max(80).meta({ description: "Dealer or group name shown to shoppers." }),
  template: z.enum(siteTemplates).meta({ description: "Starter the site was made from." }),
  domains: z.array(hostname).default([]).meta({
    description: "Host names that serve this site; the server's default site answers the rest.",
  }),
  theme: siteTheme.prefault({}),
  dealerships: z.array(dealership).default([]),
  locations: z.array(location).default([]),
  brands: z
    .strictObject({
      car: z.array(brand).default([]),
      motorcycle: z.array(brand).default([]),
      truck: z.array(brand).default([]),
      ours: z.array(brand).default([]),
    })
    .prefault({}),
  offers: z.array(offer).default([]),
  navigation: navigationSettings.prefault({}),
  search: searchSettings.prefault({}),
  tags: tagSettings.prefault({}),
  promos: z.array(promoCard).default([]),
  finance: financeSettings.prefault({}),
  forms: formSettings.prefault({}),
  reviews: reviewSettings.extend({ summary: reviewSummary.optional() }).prefault({}),
  vehiclePage: vehiclePageSettings.prefault({}),
  favourites: favouriteSettings.prefault({}),
  auth: authSettings.prefault({}),
  locationDisplay: locationSettings.prefault({}),
  inventory: inventorySettings.prefault({}),
  warranty: warrantySettings.prefault({}),
  images: imageSettings.prefault({}),
  analytics: analyticsSettings.prefault({}),
  integrations: integrations.prefault({}),
  layout: siteLayout.prefault(defaultLayout),
  pages: z.array(page).default([]),
});

/** Site definition, current version, with the checks that span several fields. */
export const siteDefinition = siteDefinitionObject.superRefine(checkDefinition, {
  when: () => true,
});
export type SiteDefinition = z.infer<typeof siteDefinition>;
export type SiteDefinitionInput = z.input<typeof siteDefinition>;
