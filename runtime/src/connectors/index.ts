import type { Connector, DataBlockType } from "@storefront/design-system/blocks/contract.ts";
import { lazyBlock } from "@storefront/design-system/renderer/lazy-block.ts";
import type { ComponentType } from "react";

/** The connector `name` of a module, loaded with the page that shows its block. */
const connector = <M, K extends keyof M>(load: () => Promise<M>, name: K) =>
  lazyBlock(
    () =>
      load().then((module) => module[name]) as Promise<
        ComponentType<M[K] extends ComponentType<infer P> ? P : never>
      >,
  );

// Grouped by where the blocks appear, so a page loads only its own group.
const shell = () => import("./site-shell/site-shell.tsx");
const home = () => import("./home-blocks/home-blocks.tsx");
const search = () => import("./search-blocks/search-blocks.tsx");
const results = () => import("./search-results/search-results.tsx");
const vehicle = () => import("./vehicle/vehicle-blocks.tsx");
const lower = () => import("./vehicle/lower-blocks.tsx");
const financeCalculator = () => import("./vehicle/finance-calculator.tsx");
const vehicleStatic = () => import("./vehicle/static-blocks.tsx");
const vehicleUsed = () => import("./vehicle/used-blocks.tsx");
const vehicleContent = () => import("./vehicle-content/vehicle-content-blocks.tsx");
const leads = () => import("./leads/enquiry-blocks.tsx");
const leadForms = () => import("./leads/lead-form-blocks.tsx");
const pageForms = () => import("./leads/page-lead-forms.tsx");
const financePage = () => import("./finance/finance-blocks.tsx");
const locations = () => import("./locations/locations-blocks.tsx");
const offers = () => import("./offers/offer-blocks.tsx");
const brands = () => import("./brands/brand-blocks.tsx");
const models = () => import("./models/model-blocks.tsx");
const browsing = () => import("./browsing-history/browsing-history.tsx");

/**
 * How the storefront feeds each data block: the route, the site definition, the search engine.
 * Type checking fails while a block with `needsData` has no connector here.
 */
export const connectors: { readonly [T in DataBlockType]: Connector<T> } = {
  "site-header": connector(shell, "SiteHeaderConnector"),
  "site-footer": connector(shell, "SiteFooterConnector"),
  breadcrumb: connector(() => import("./breadcrumb/breadcrumb.tsx"), "BreadcrumbConnector"),
  "hero-search": connector(home, "HeroSearchConnector"),
  "facet-tiles": connector(home, "FacetTilesConnector"),
  "brand-grid": connector(home, "BrandGridConnector"),
  "search-heading": connector(search, "SearchHeadingConnector"),
  "facet-panel": connector(search, "FacetPanelConnector"),
  "search-results": connector(results, "SearchResultsConnector"),
  "vehicle-summary": connector(vehicle, "VehicleSummaryConnector"),
  "key-information": connector(vehicle, "KeyInformationConnector"),
  "dealer-comments": connector(vehicle, "DealerCommentsConnector"),
  "vehicle-gallery": connector(vehicleUsed, "VehicleGalleryConnector"),
  "sold-notice": connector(vehicle, "SoldNoticeConnector"),
  "vehicle-actions": connector(vehicleUsed, "VehicleActionsConnector"),
  "dealer-phone": connector(vehicleUsed, "DealerPhoneConnector"),
  "vehicle-sticky-bars": connector(vehicle, "VehicleStickyBarsConnector"),
  "vehicle-location": connector(lower, "VehicleLocationConnector"),
  "vehicle-print-sheet": connector(
    () => import("./vehicle/print-sheet-block.tsx"),
    "VehiclePrintSheetConnector",
  ),
  "fuel-calculator": connector(lower, "FuelCalculatorConnector"),
  "delivery-calculator": connector(lower, "DeliveryCalculatorConnector"),
  "vehicle-video": connector(vehicle, "VehicleVideoConnector"),
  "vehicle-specifications": connector(vehicleContent, "VehicleSpecificationsConnector"),
  "vehicle-features": connector(vehicleContent, "VehicleFeaturesConnector"),
  "market-gauge": connector(lower, "MarketGaugeConnector"),
  "finance-calculator": connector(financeCalculator, "FinanceCalculatorConnector"),
  "finance-anchor": connector(vehicleStatic, "FinanceAnchorConnector"),
  "market-indicator": connector(vehicleStatic, "MarketIndicatorConnector"),
  "similar-cars": connector(lower, "SimilarCarsConnector"),
  "enquiry-form": connector(leads, "EnquiryFormConnector"),
  "enquiry-success": connector(pageForms, "EnquirySuccessConnector"),
  "test-drive-form": connector(leadForms, "TestDriveFormConnector"),
  "request-photos-form": connector(leadForms, "RequestPhotosFormConnector"),
  "trade-in-form": connector(pageForms, "TradeInFormConnector"),
  "trade-in-valuation": connector(
    () => import("./trade-in/trade-in-valuation.tsx"),
    "TradeInValuationConnector",
  ),
  "generic-form": connector(pageForms, "GenericFormConnector"),
  "finance-enquiry": connector(financePage, "FinanceEnquiryConnector"),
  checkout: connector(() => import("./checkout/checkout-connector.tsx"), "CheckoutConnector"),
  "sign-in": connector(() => import("./sign-in/sign-in-connector.tsx"), "SignInConnector"),
  "search-history": connector(browsing, "SearchHistoryConnector"),
  "recently-viewed": connector(browsing, "RecentlyViewedConnector"),
  garage: connector(() => import("./garage/garage-connector.tsx"), "GarageConnector"),
  "saved-cars": connector(() => import("./saved-cars/saved-cars.tsx"), "SavedCarsConnector"),
  "dealer-locations": connector(locations, "DealerLocationsConnector"),
  "location-detail": connector(locations, "LocationDetailConnector"),
  "offer-list": connector(offers, "OfferListConnector"),
  "offer-detail": connector(offers, "OfferDetailConnector"),
  "brand-overview": connector(brands, "BrandOverviewConnector"),
  "model-overview": connector(models, "ModelOverviewConnector"),
  reviews: connector(() => import("./reviews/reviews-connector.tsx"), "ReviewsConnector"),
};
