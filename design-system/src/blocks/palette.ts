import type { BlockType } from "@storefront/schemas";
import { announcementBarMeta } from "./announcement-bar/index.ts";
import { brandGridMeta } from "./brand-grid/index.ts";
import { brandOverviewMeta } from "./brand-overview/index.ts";
import { breadcrumbMeta } from "./breadcrumb/index.ts";
import { checkoutStepMetas } from "./checkout-steps/index.ts";
import type { BlockMeta } from "./contract.ts";
import { dealerCommentsMeta } from "./dealer-comments/index.ts";
import { dealerLocationsMeta } from "./dealer-locations/index.ts";
import { dealerPhoneMeta } from "./dealer-phone/index.ts";
import { deliveryCalculatorMeta } from "./delivery-calculator/index.ts";
import { enquiryFormMeta } from "./enquiry-form/index.ts";
import { enquirySuccessMeta } from "./enquiry-success/index.ts";
import { facetPanelMeta } from "./facet-panel/index.ts";
import { facetTilesMeta } from "./facet-tiles/index.ts";
import { featureBannerMeta } from "./feature-banner/index.ts";
import { financeAnchorMeta } from "./finance-anchor/index.ts";
import { financeCalculatorMeta } from "./finance-calculator/index.ts";
import { financeEnquiryMeta } from "./finance-enquiry/index.ts";
import { fuelCalculatorMeta } from "./fuel-calculator/index.ts";
import { garageMeta } from "./garage/index.ts";
import { genericFormMeta } from "./generic-form/index.ts";
import { heroSearchMeta } from "./hero-search/index.ts";
import { keyInformationMeta } from "./key-information/index.ts";
import { locationDetailMeta } from "./location-detail/index.ts";
import { marketGaugeMeta } from "./market-gauge/index.ts";
import { marketIndicatorMeta } from "./market-indicator/index.ts";
import { modelOverviewMeta } from "./model-overview/index.ts";
import { offerDetailMeta } from "./offer-detail/index.ts";
import { offerListMeta } from "./offer-list/index.ts";
import { pageHeadingMeta } from "./page-heading/index.ts";
import { recentlyViewedMeta } from "./recently-viewed/index.ts";
import { requestPhotosFormMeta } from "./request-photos-form/index.ts";
import { reviewsMeta } from "./reviews/index.ts";
import { richTextMeta } from "./rich-text/index.ts";
import { salesCounterMeta } from "./sales-counter/index.ts";
import { savedCarsMeta } from "./saved-cars/index.ts";
import { searchHeadingMeta } from "./search-heading/index.ts";
import { searchHistoryMeta } from "./search-history/index.ts";
import { searchResultsMeta } from "./search-results/index.ts";
import { signInMeta } from "./sign-in/index.ts";
import { similarCarsMeta } from "./similar-cars/index.ts";
import { siteFooterMeta } from "./site-footer/index.ts";
import { siteHeaderMeta } from "./site-header/index.ts";
import { soldNoticeMeta } from "./sold-notice/index.ts";
import { testDriveFormMeta } from "./test-drive-form/index.ts";
import { tradeInFaqMeta } from "./trade-in-faq/index.ts";
import { tradeInFormMeta } from "./trade-in-form/index.ts";
import { tradeInValuationMeta } from "./trade-in-valuation/index.ts";
import { vehicleActionsMeta } from "./vehicle-actions/index.ts";
import { vehicleDisclaimerMeta } from "./vehicle-disclaimer/index.ts";
import { vehicleFaqMeta } from "./vehicle-faq/index.ts";
import { vehicleFeaturesMeta } from "./vehicle-features/index.ts";
import { vehicleGalleryMeta } from "./vehicle-gallery/index.ts";
import { vehicleLocationMeta } from "./vehicle-location/index.ts";
import { vehiclePrintSheetMeta } from "./vehicle-print-sheet/index.ts";
import { vehicleSpecificationsMeta } from "./vehicle-specifications/index.ts";
import { vehicleStickyBarsMeta } from "./vehicle-sticky-bars/index.ts";
import { vehicleSummaryMeta } from "./vehicle-summary/index.ts";
import { vehicleVideoMeta } from "./vehicle-video/index.ts";
import { whyBuyFromUsMeta } from "./why-buy-from-us/index.ts";

/**
 * How the studio presents every block: label, category, icon and description. Kept apart from
 * the registry so storefront pages never load it; type checking fails while a block has no entry.
 */
export const blockPalette: { readonly [T in BlockType]: BlockMeta } = {
  "announcement-bar": announcementBarMeta,
  "brand-grid": brandGridMeta,
  breadcrumb: breadcrumbMeta,
  "dealer-comments": dealerCommentsMeta,
  "dealer-phone": dealerPhoneMeta,
  "vehicle-sticky-bars": vehicleStickyBarsMeta,
  "delivery-calculator": deliveryCalculatorMeta,
  "vehicle-gallery": vehicleGalleryMeta,
  "vehicle-location": vehicleLocationMeta,
  "dealer-locations": dealerLocationsMeta,
  "location-detail": locationDetailMeta,
  "facet-panel": facetPanelMeta,
  "facet-tiles": facetTilesMeta,
  "feature-banner": featureBannerMeta,
  "fuel-calculator": fuelCalculatorMeta,
  "finance-calculator": financeCalculatorMeta,
  "finance-anchor": financeAnchorMeta,
  "hero-search": heroSearchMeta,
  "key-information": keyInformationMeta,
  "market-gauge": marketGaugeMeta,
  "market-indicator": marketIndicatorMeta,
  "page-heading": pageHeadingMeta,
  "rich-text": richTextMeta,
  "search-heading": searchHeadingMeta,
  "search-results": searchResultsMeta,
  "similar-cars": similarCarsMeta,
  "offer-list": offerListMeta,
  "offer-detail": offerDetailMeta,
  reviews: reviewsMeta,
  "brand-overview": brandOverviewMeta,
  "model-overview": modelOverviewMeta,
  ...checkoutStepMetas,
  "enquiry-form": enquiryFormMeta,
  "test-drive-form": testDriveFormMeta,
  "request-photos-form": requestPhotosFormMeta,
  "trade-in-form": tradeInFormMeta,
  "trade-in-valuation": tradeInValuationMeta,
  "finance-enquiry": financeEnquiryMeta,
  "generic-form": genericFormMeta,
  "enquiry-success": enquirySuccessMeta,
  "sign-in": signInMeta,
  garage: garageMeta,
  "search-history": searchHistoryMeta,
  "recently-viewed": recentlyViewedMeta,
  "saved-cars": savedCarsMeta,
  "site-footer": siteFooterMeta,
  "site-header": siteHeaderMeta,
  "sold-notice": soldNoticeMeta,
  "trade-in-faq": tradeInFaqMeta,
  "vehicle-summary": vehicleSummaryMeta,
  "vehicle-actions": vehicleActionsMeta,
  "vehicle-print-sheet": vehiclePrintSheetMeta,
  "why-buy-from-us": whyBuyFromUsMeta,
  "sales-counter": salesCounterMeta,
  "vehicle-video": vehicleVideoMeta,
  "vehicle-specifications": vehicleSpecificationsMeta,
  "vehicle-features": vehicleFeaturesMeta,
  "vehicle-disclaimer": vehicleDisclaimerMeta,
  "vehicle-faq": vehicleFaqMeta,
};
