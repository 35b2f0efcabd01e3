import { announcementBarBlock } from "./announcement-bar/index.ts";
import { brandGridBlock } from "./brand-grid/index.ts";
import { brandOverviewBlock } from "./brand-overview/index.ts";
import { breadcrumbBlock } from "./breadcrumb/index.ts";
import { checkoutBlock } from "./checkout/index.ts";
import type { BlockRegistry } from "./contract.ts";
import { dealerCommentsBlock } from "./dealer-comments/index.ts";
import { dealerLocationsBlock } from "./dealer-locations/index.ts";
import { dealerPhoneBlock } from "./dealer-phone/index.ts";
import { deliveryCalculatorBlock } from "./delivery-calculator/index.ts";
import { enquiryFormBlock } from "./enquiry-form/index.ts";
import { enquirySuccessBlock } from "./enquiry-success/index.ts";
import { facetPanelBlock } from "./facet-panel/index.ts";
import { facetTilesBlock } from "./facet-tiles/index.ts";
import { featureBannerBlock } from "./feature-banner/index.ts";
import { financeAnchorBlock } from "./finance-anchor/index.ts";
import { financeCalculatorBlock } from "./finance-calculator/index.ts";
import { financeEnquiryBlock } from "./finance-enquiry/index.ts";
import { fuelCalculatorBlock } from "./fuel-calculator/index.ts";
import { garageBlock } from "./garage/index.ts";
import { genericFormBlock } from "./generic-form/index.ts";
import { heroSearchBlock } from "./hero-search/index.ts";
import { keyInformationBlock } from "./key-information/index.ts";
import { locationDetailBlock } from "./location-detail/index.ts";
import { marketGaugeBlock } from "./market-gauge/index.ts";
import { marketIndicatorBlock } from "./market-indicator/index.ts";
import { modelOverviewBlock } from "./model-overview/index.ts";
import { offerDetailBlock } from "./offer-detail/index.ts";
import { offerListBlock } from "./offer-list/index.ts";
import { pageHeadingBlock } from "./page-heading/index.ts";
import { recentlyViewedBlock } from "./recently-viewed/index.ts";
import { requestPhotosFormBlock } from "./request-photos-form/index.ts";
import { reviewsBlock } from "./reviews/index.ts";
import { richTextBlock } from "./rich-text/index.ts";
import { salesCounterBlock } from "./sales-counter/index.ts";
import { savedCarsBlock } from "./saved-cars/index.ts";
import { searchHeadingBlock } from "./search-heading/index.ts";
import { searchHistoryBlock } from "./search-history/index.ts";
import { searchResultsBlock } from "./search-results/index.ts";
import { signInBlock } from "./sign-in/index.ts";
import { similarCarsBlock } from "./similar-cars/index.ts";
import { siteFooterBlock } from "./site-footer/index.ts";
import { siteHeaderBlock } from "./site-header/index.ts";
import { soldNoticeBlock } from "./sold-notice/index.ts";
import { testDriveFormBlock } from "./test-drive-form/index.ts";
import { tradeInFaqBlock } from "./trade-in-faq/index.ts";
import { tradeInFormBlock } from "./trade-in-form/index.ts";
import { tradeInValuationBlock } from "./trade-in-valuation/index.ts";
import { vehicleActionsBlock } from "./vehicle-actions/index.ts";
import { vehicleDisclaimerBlock } from "./vehicle-disclaimer/index.ts";
import { vehicleFaqBlock } from "./vehicle-faq/index.ts";
import { vehicleFeaturesBlock } from "./vehicle-features/index.ts";
import { vehicleGalleryBlock } from "./vehicle-gallery/index.ts";
import { vehicleLocationBlock } from "./vehicle-location/index.ts";
import { vehiclePrintSheetBlock } from "./vehicle-print-sheet/index.ts";
import { vehicleSpecificationsBlock } from "./vehicle-specifications/index.ts";
import { vehicleStickyBarsBlock } from "./vehicle-sticky-bars/index.ts";
import { vehicleSummaryBlock } from "./vehicle-summary/index.ts";
import { vehicleVideoBlock } from "./vehicle-video/index.ts";
import { whyBuyFromUsBlock } from "./why-buy-from-us/index.ts";

/**
 * Every block's definition, by type. Adding a block adds one line here; `blockRegistry` fails to
 * type-check while a block of schemas/ has no entry.
 */
const blockDefinitions = {
  [announcementBarBlock.type]: announcementBarBlock,
  [siteHeaderBlock.type]: siteHeaderBlock,
  [siteFooterBlock.type]: siteFooterBlock,
  [breadcrumbBlock.type]: breadcrumbBlock,
  [pageHeadingBlock.type]: pageHeadingBlock,
  [richTextBlock.type]: richTextBlock,
  [featureBannerBlock.type]: featureBannerBlock,
  [whyBuyFromUsBlock.type]: whyBuyFromUsBlock,
  [salesCounterBlock.type]: salesCounterBlock,
  [heroSearchBlock.type]: heroSearchBlock,
  [facetTilesBlock.type]: facetTilesBlock,
  [brandGridBlock.type]: brandGridBlock,
  [searchHeadingBlock.type]: searchHeadingBlock,
  [facetPanelBlock.type]: facetPanelBlock,
  [searchResultsBlock.type]: searchResultsBlock,
  [tradeInFaqBlock.type]: tradeInFaqBlock,
  [soldNoticeBlock.type]: soldNoticeBlock,
  [keyInformationBlock.type]: keyInformationBlock,
  [vehicleGalleryBlock.type]: vehicleGalleryBlock,
  [vehicleLocationBlock.type]: vehicleLocationBlock,
  [dealerLocationsBlock.type]: dealerLocationsBlock,
  [locationDetailBlock.type]: locationDetailBlock,
  [dealerCommentsBlock.type]: dealerCommentsBlock,
  [vehicleSummaryBlock.type]: vehicleSummaryBlock,
  [vehicleActionsBlock.type]: vehicleActionsBlock,
  [dealerPhoneBlock.type]: dealerPhoneBlock,
  [vehicleStickyBarsBlock.type]: vehicleStickyBarsBlock,
  [vehiclePrintSheetBlock.type]: vehiclePrintSheetBlock,
  [fuelCalculatorBlock.type]: fuelCalculatorBlock,
  [financeCalculatorBlock.type]: financeCalculatorBlock,
  [financeAnchorBlock.type]: financeAnchorBlock,
  [deliveryCalculatorBlock.type]: deliveryCalculatorBlock,
  [marketGaugeBlock.type]: marketGaugeBlock,
  [marketIndicatorBlock.type]: marketIndicatorBlock,
  [similarCarsBlock.type]: similarCarsBlock,
  [offerListBlock.type]: offerListBlock,
  [offerDetailBlock.type]: offerDetailBlock,
  [reviewsBlock.type]: reviewsBlock,
  [brandOverviewBlock.type]: brandOverviewBlock,
  [modelOverviewBlock.type]: modelOverviewBlock,
  [checkoutBlock.type]: checkoutBlock,
  [enquiryFormBlock.type]: enquiryFormBlock,
  [testDriveFormBlock.type]: testDriveFormBlock,
  [requestPhotosFormBlock.type]: requestPhotosFormBlock,
  [tradeInFormBlock.type]: tradeInFormBlock,
  [tradeInValuationBlock.type]: tradeInValuationBlock,
  [financeEnquiryBlock.type]: financeEnquiryBlock,
  [genericFormBlock.type]: genericFormBlock,
  [enquirySuccessBlock.type]: enquirySuccessBlock,
  [signInBlock.type]: signInBlock,
  [garageBlock.type]: garageBlock,
  [searchHistoryBlock.type]: searchHistoryBlock,
  [recentlyViewedBlock.type]: recentlyViewedBlock,
  [savedCarsBlock.type]: savedCarsBlock,
  [vehicleVideoBlock.type]: vehicleVideoBlock,
  [vehicleSpecificationsBlock.type]: vehicleSpecificationsBlock,
  [vehicleFeaturesBlock.type]: vehicleFeaturesBlock,
  [vehicleDisclaimerBlock.type]: vehicleDisclaimerBlock,
  [vehicleFaqBlock.type]: vehicleFaqBlock,
};

/** Each block's own definition type, by block type: what the contract's checks read. */
export type BlockDefinitions = typeof blockDefinitions;

/** Every block: type -> component, data needs and studio metadata. Apps pass it to the renderer. */
export const blockRegistry: BlockRegistry = blockDefinitions;
