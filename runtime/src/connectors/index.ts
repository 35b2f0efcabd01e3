import type { Connector, DataBlockType } from "@storefront/design-system/blocks/contract.ts";
import { lazyBlock } from "@storefront/design-system/renderer/lazy-block.ts";

// Grouped by where the blocks appear, so a page loads only its own group.
const shell = () => import("./site-shell/site-shell.tsx");
const home = () => import("./home-blocks/home-blocks.tsx");
const search = () => import("./search-blocks/search-blocks.tsx");
const results = () => import("./search-results/search-results.tsx");
const vehicle = () => import("./vehicle/vehicle-blocks.tsx");
const lower = () => import("./vehicle/lower-blocks.tsx");
const vehicleContent = () => import("./vehicle-content/vehicle-content-blocks.tsx");
const leads = () => import("./leads/enquiry-blocks.tsx");
const leadForms = () => import("./leads/lead-form-blocks.tsx");
const pageForms = () => import("./leads/page-lead-forms.tsx");

/**
 * How the storefront feeds each data block: the route, the site definition, the search engine.
 * Type checking fails while a block with `needsData` has no connector here.
 */
export const connectors: { readonly [T in DataBlockType]: Connector<T> } = {
  "site-header": lazyBlock(() => shell().then((module) => module.SiteHeaderConnector)),
  "site-footer": lazyBlock(() => shell().then((module) => module.SiteFooterConnector)),
  breadcrumb: lazyBlock(() =>
    import("./breadcrumb/breadcrumb.tsx").then((module) => module.BreadcrumbConnector),
  ),
  "hero-search": lazyBlock(() => home().then((module) => module.HeroSearchConnector)),
  "facet-tiles": lazyBlock(() => home().then((module) => module.FacetTilesConnector)),
  "brand-grid": lazyBlock(() => home().then((module) => module.BrandGridConnector)),
  "search-heading": lazyBlock(() => search().then((module) => module.SearchHeadingConnector)),
  "facet-panel": lazyBlock(() => search().then((module) => module.FacetPanelConnector)),
  "search-results": lazyBlock(() => results().then((module) => module.SearchResultsConnector)),
  "vehicle-summary": lazyBlock(() => vehicle().then((module) => module.VehicleSummaryConnector)),
  "key-information": lazyBlock(() => vehicle().then((module) => module.KeyInformationConnector)),
  "dealer-comments": lazyBlock(() => vehicle().then((module) => module.DealerCommentsConnector)),
  "vehicle-gallery": lazyBlock(() => vehicle().then((module) => module.VehicleGalleryConnector)),
  "sold-notice": lazyBlock(() => vehicle().then((module) => module.SoldNoticeConnector)),
  "vehicle-actions": lazyBlock(() => vehicle().then((module) => module.VehicleActionsConnector)),
  "dealer-phone": lazyBlock(() => vehicle().then((module) => module.DealerPhoneConnector)),
  "vehicle-sticky-bars": lazyBlock(() =>
    vehicle().then((module) => module.VehicleStickyBarsConnector),
  ),
  "vehicle-location": lazyBlock(() => vehicle().then((module) => module.VehicleLocationConnector)),
  "vehicle-print-sheet": lazyBlock(() =>
    vehicle().then((module) => module.VehiclePrintSheetConnector),
  ),
  "fuel-calculator": lazyBlock(() => lower().then((module) => module.FuelCalculatorConnector)),
  "delivery-calculator": lazyBlock(() =>
    lower().then((module) => module.DeliveryCalculatorConnector),
  ),
  "vehicle-video": lazyBlock(() => vehicle().then((module) => module.VehicleVideoConnector)),
  "vehicle-specifications": lazyBlock(() =>
    vehicleContent().then((module) => module.VehicleSpecificationsConnector),
  ),
  "vehicle-features": lazyBlock(() =>
    vehicleContent().then((module) => module.VehicleFeaturesConnector),
  ),
  "market-gauge": lazyBlock(() => lower().then((module) => module.MarketGaugeConnector)),
  "market-indicator": lazyBlock(() => vehicle().then((module) => module.MarketIndicatorConnector)),
  "similar-cars": lazyBlock(() => lower().then((module) => module.SimilarCarsConnector)),
  "enquiry-form": lazyBlock(() => leads().then((module) => module.EnquiryFormConnector)),
  "enquiry-success": lazyBlock(() => leads().then((module) => module.EnquirySuccessConnector)),
  "test-drive-form": lazyBlock(() => leadForms().then((module) => module.TestDriveFormConnector)),
  "request-photos-form": lazyBlock(() =>
    leadForms().then((module) => module.RequestPhotosFormConnector),
  ),
  "trade-in-form": lazyBlock(() => pageForms().then((module) => module.TradeInFormConnector)),
  "generic-form": lazyBlock(() => pageForms().then((module) => module.GenericFormConnector)),
};
