import { z } from "zod";
import { slug, timeZone } from "../common.ts";
import { brand, offer, promoCard, reviewSummary } from "../content.ts";
import { dealership, location } from "../location.ts";
import { siteTheme } from "../theme.ts";
import { analyticsSettings } from "./analytics-settings.ts";
import { defaultLayout } from "./default-pages.ts";
import { checkDefinition } from "./definition-checks.ts";
import { deliveryRegions } from "./delivery-regions.ts";
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

const siteTemplates = ["used-car-dealer", "dealer-group", "caravan-rv"] as const;

const hostname = z
  .string()
  .regex(
    /^(?=.{1,253}$)([a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/,
    "Use a lower-case host name such as cars.example.com.au (no scheme, port or path)",
  );

/** Who the site is and where it is served: the settings at the definition's top level. */
export const siteIdentity = z
  .strictObject({
    slug: slug.meta({
      title: "Site id",
      description:
        "Names the site's export folder (exports/<id>/); it can change until the site is first exported.",
    }),
    name: z
      .string()
      .min(1)
      .max(80)
      .meta({ title: "Site name", description: "Dealer or group name shown to shoppers." }),
    template: z.enum(siteTemplates).meta({
      title: "Template",
      description: "Starter the site was made from.",
      optionLabels: {
        "used-car-dealer": "Used-car dealer",
        "dealer-group": "Dealer group",
        "caravan-rv": "Caravan and RV dealer",
      },
    }),
    domains: z
      .array(hostname.meta({ title: "Domain" }))
      .default([])
      .meta({
        title: "Domains",
        description:
          "Host names that serve this site; the server's default site answers the rest. For example cars.example.com.au.",
      }),
    timeZone: timeZone.default("Australia/Sydney").meta({
      title: "Time zone",
      description:
        "The dealer's IANA time zone, such as Australia/Perth. A date alone (an offer's or promo card's start and end) is a whole day here, wherever the server runs.",
    }),
  })
  .meta({ title: "Identity and domains" });

/** The fields of the site definition; a settings group's title is the title of its field. */
export const siteDefinitionObject = z.strictObject({
  $schema: z.string().optional(),
  version: z.literal(currentVersion),
  ...siteIdentity.shape,
  parent: slug.optional().meta({
    title: "Group site",
    description:
      "The id of the group's site this rooftop takes its settings from: every field and page it leaves out is the group's (see README, Inheritance). Resolved before the site is served or exported.",
  }),
  theme: siteTheme.prefault({}).meta({ title: "Theme" }),
  dealerships: z.array(dealership).default([]),
  locations: z.array(location).default([]).meta({ title: "Locations and opening hours" }),
  brands: z
    .strictObject({
      car: z.array(brand).default([]),
      motorcycle: z.array(brand).default([]),
      truck: z.array(brand).default([]),
      ours: z.array(brand).default([]),
    })
    .prefault({}),
  offers: z.array(offer).default([]).meta({ title: "Special offers" }),
  navigation: navigationSettings.prefault({}).meta({ title: "Header and footer menus" }),
  search: searchSettings.prefault({}).meta({ title: "Search" }),
  tags: tagSettings.prefault({}).meta({ title: "Result card tags" }),
  promos: z.array(promoCard).default([]).meta({ title: "Promo cards" }),
  finance: financeSettings.prefault({}).meta({ title: "Finance" }),
  forms: formSettings.prefault({}).meta({ title: "Forms" }),
  reviews: reviewSettings
    .extend({ summary: reviewSummary.optional() })
    .prefault({})
    .meta({ title: "Reviews" }),
  vehiclePage: vehiclePageSettings.prefault({}).meta({ title: "Vehicle page" }),
  deliveryRegions: deliveryRegions.default([]).meta({
    title: "Delivery regions",
    description:
      "What the vehicle page's delivery calculator charges: each region's price and postcode ranges.",
  }),
  favourites: favouriteSettings.prefault({}).meta({ title: "Favourites" }),
  auth: authSettings.prefault({}).meta({ title: "Sign-in" }),
  locationDisplay: locationSettings.prefault({}).meta({ title: "Locations display" }),
  inventory: inventorySettings.prefault({}).meta({ title: "Inventory" }),
  warranty: warrantySettings.prefault({}).meta({ title: "Warranty" }),
  images: imageSettings.prefault({}).meta({ title: "Images" }),
  analytics: analyticsSettings.prefault({}).meta({ title: "Analytics event ids" }),
  integrations: integrations.prefault({}).meta({ title: "Integrations" }),
  layout: siteLayout.prefault(defaultLayout),
  pages: z.array(page).default([]),
});

/** Site definition, current version, with the checks that span several fields. */
export const siteDefinition = siteDefinitionObject.superRefine(checkDefinition, {
  when: () => true,
});
export type SiteDefinition = z.infer<typeof siteDefinition>;
export type SiteDefinitionInput = z.input<typeof siteDefinition>;
