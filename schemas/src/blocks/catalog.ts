import { z } from "zod";
import { brandOverview } from "./contracts/brands/brand-overview.ts";
import { modelOverview } from "./contracts/brands/model-overview.ts";
import { recentlyViewed, searchHistory } from "./contracts/browsing/browsing-history.ts";
import {
  checkoutCar,
  checkoutConfirmationStep,
  checkoutDepositStep,
  checkoutDetailsStep,
  checkoutFinanceStep,
  checkoutTradeInStep,
} from "./contracts/checkout/checkout-steps.ts";
import { featureBanner } from "./contracts/content/feature-banner.ts";
import { richText } from "./contracts/content/rich-text.ts";
import { salesCounter } from "./contracts/content/sales-counter.ts";
import { whyBuyFromUs } from "./contracts/content/why-buy-from-us.ts";
import { enquirySuccess } from "./contracts/forms/enquiry-success.ts";
import { financeEnquiry } from "./contracts/forms/finance-enquiry.ts";
import { genericForm } from "./contracts/forms/generic-form.ts";
import { tradeInFaq } from "./contracts/forms/trade-in-faq.ts";
import { tradeInForm } from "./contracts/forms/trade-in-form.ts";
import { tradeInValuation } from "./contracts/forms/trade-in-valuation.ts";
import { brandGrid } from "./contracts/home/brand-grid.ts";
import { facetTiles } from "./contracts/home/facet-tiles.ts";
import { heroSearch } from "./contracts/home/hero-search.ts";
import { announcementBar } from "./contracts/layout/announcement-bar.ts";
import { breadcrumb } from "./contracts/layout/breadcrumb.ts";
import { pageHeading } from "./contracts/layout/page-heading.ts";
import { siteFooter } from "./contracts/layout/site-footer.ts";
import { siteHeader } from "./contracts/layout/site-header.ts";
import { dealerLocations } from "./contracts/locations/dealer-locations.ts";
import { locationDetail } from "./contracts/locations/location-detail.ts";
import { reviews } from "./contracts/locations/reviews.ts";
import { offerDetail } from "./contracts/offers/offer-detail.ts";
import { offerList } from "./contracts/offers/offer-list.ts";
import { vehiclePrintSheet } from "./contracts/print/vehicle-print-sheet.ts";
import { facetPanel } from "./contracts/search/facet-panel.ts";
import { searchHeading } from "./contracts/search/search-heading.ts";
import { searchResults } from "./contracts/search/search-results.ts";
import { garage } from "./contracts/shopper/garage.ts";
import { savedCars } from "./contracts/shopper/saved-cars.ts";
import { signIn } from "./contracts/shopper/sign-in.ts";
import { dealerPhone } from "./contracts/vehicle/actions/dealer-phone.ts";
import { vehicleActions } from "./contracts/vehicle/actions/vehicle-actions.ts";
import { vehicleStickyBars } from "./contracts/vehicle/actions/vehicle-sticky-bars.ts";
import { deliveryCalculator } from "./contracts/vehicle/calculators/delivery-calculator.ts";
import { financeAnchor } from "./contracts/vehicle/calculators/finance-anchor.ts";
import { financeCalculator } from "./contracts/vehicle/calculators/finance-calculator.ts";
import { fuelCalculator } from "./contracts/vehicle/calculators/fuel-calculator.ts";
import { dealerComments } from "./contracts/vehicle/details/dealer-comments.ts";
import { keyInformation } from "./contracts/vehicle/details/key-information.ts";
import { vehicleDisclaimer } from "./contracts/vehicle/details/vehicle-disclaimer.ts";
import { vehicleFaq } from "./contracts/vehicle/details/vehicle-faq.ts";
import { vehicleFeatures } from "./contracts/vehicle/details/vehicle-features.ts";
import { vehicleLocation } from "./contracts/vehicle/details/vehicle-location.ts";
import { vehicleSpecifications } from "./contracts/vehicle/details/vehicle-specifications.ts";
import { vehicleSummary } from "./contracts/vehicle/details/vehicle-summary.ts";
import { enquiryForm } from "./contracts/vehicle/lead-forms/enquiry-form.ts";
import { requestPhotosForm } from "./contracts/vehicle/lead-forms/request-photos-form.ts";
import { testDriveForm } from "./contracts/vehicle/lead-forms/test-drive-form.ts";
import { marketGauge } from "./contracts/vehicle/market/market-gauge.ts";
import { marketIndicator } from "./contracts/vehicle/market/market-indicator.ts";
import { vehicleGallery } from "./contracts/vehicle/media/vehicle-gallery.ts";
import { vehicleVideo } from "./contracts/vehicle/media/vehicle-video.ts";
import { similarCars } from "./contracts/vehicle/similar/similar-cars.ts";
import { soldNotice } from "./contracts/vehicle/status/sold-notice.ts";
import type { Placement } from "./shared.ts";

/**
 * Every block's contract (props schema and placement), one file each in `contracts/<family>/`
 * (the design system's block families). Adding a block adds one line here; the design system's
 * registry then fails to type-check until the block has a definition there.
 */
const blockContracts = {
  [announcementBar.type]: announcementBar,
  [siteHeader.type]: siteHeader,
  [siteFooter.type]: siteFooter,
  [breadcrumb.type]: breadcrumb,
  [pageHeading.type]: pageHeading,
  [richText.type]: richText,
  [featureBanner.type]: featureBanner,
  [whyBuyFromUs.type]: whyBuyFromUs,
  [salesCounter.type]: salesCounter,
  [heroSearch.type]: heroSearch,
  [facetTiles.type]: facetTiles,
  [brandGrid.type]: brandGrid,
  [searchHeading.type]: searchHeading,
  [facetPanel.type]: facetPanel,
  [searchResults.type]: searchResults,
  [tradeInFaq.type]: tradeInFaq,
  [soldNotice.type]: soldNotice,
  [keyInformation.type]: keyInformation,
  [vehicleGallery.type]: vehicleGallery,
  [vehicleLocation.type]: vehicleLocation,
  [dealerLocations.type]: dealerLocations,
  [locationDetail.type]: locationDetail,
  [dealerComments.type]: dealerComments,
  [vehicleSummary.type]: vehicleSummary,
  [vehicleActions.type]: vehicleActions,
  [dealerPhone.type]: dealerPhone,
  [vehicleStickyBars.type]: vehicleStickyBars,
  [vehiclePrintSheet.type]: vehiclePrintSheet,
  [fuelCalculator.type]: fuelCalculator,
  [financeCalculator.type]: financeCalculator,
  [financeAnchor.type]: financeAnchor,
  [deliveryCalculator.type]: deliveryCalculator,
  [marketGauge.type]: marketGauge,
  [marketIndicator.type]: marketIndicator,
  [similarCars.type]: similarCars,
  [enquiryForm.type]: enquiryForm,
  [enquirySuccess.type]: enquirySuccess,
  [signIn.type]: signIn,
  [garage.type]: garage,
  [searchHistory.type]: searchHistory,
  [recentlyViewed.type]: recentlyViewed,
  [vehicleVideo.type]: vehicleVideo,
  [vehicleSpecifications.type]: vehicleSpecifications,
  [vehicleFeatures.type]: vehicleFeatures,
  [vehicleDisclaimer.type]: vehicleDisclaimer,
  [vehicleFaq.type]: vehicleFaq,
  [testDriveForm.type]: testDriveForm,
  [requestPhotosForm.type]: requestPhotosForm,
  [tradeInForm.type]: tradeInForm,
  [tradeInValuation.type]: tradeInValuation,
  [genericForm.type]: genericForm,
  [financeEnquiry.type]: financeEnquiry,
  [savedCars.type]: savedCars,
  [offerList.type]: offerList,
  [offerDetail.type]: offerDetail,
  [reviews.type]: reviews,
  [brandOverview.type]: brandOverview,
  [modelOverview.type]: modelOverview,
  [checkoutCar.type]: checkoutCar,
  [checkoutDetailsStep.type]: checkoutDetailsStep,
  [checkoutTradeInStep.type]: checkoutTradeInStep,
  [checkoutFinanceStep.type]: checkoutFinanceStep,
  [checkoutDepositStep.type]: checkoutDepositStep,
  [checkoutConfirmationStep.type]: checkoutConfirmationStep,
};

type Contracts = typeof blockContracts;
export type BlockType = keyof Contracts;
export const blockTypes = Object.keys(blockContracts) as [BlockType, ...BlockType[]];

const eachContract = <R>(pick: (contract: Contracts[BlockType]) => R) =>
  Object.fromEntries(blockTypes.map((type) => [type, pick(blockContracts[type])]));

/** Every block type: its props schema. */
export const blockProps = eachContract((contract) => contract.props) as {
  readonly [T in BlockType]: Contracts[T]["props"];
};
/** Every block type: where it may be placed (templates, zones, how many per page). */
export const blockPlacements = eachContract((contract) => contract.placement) as {
  readonly [T in BlockType]: Placement;
};

export const isBlockType = (type: string): type is BlockType => Object.hasOwn(blockContracts, type);

type PropsOfType = { [T in BlockType]: z.output<Contracts[T]["props"]> };
export type BlockProps<T extends BlockType> = PropsOfType[T];

const blockId = z
  .string()
  .regex(
    /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/,
    "Use letters, digits, hyphens and underscores (64 at most)",
  );

const instanceOf = <T extends BlockType>(type: T) =>
  z.strictObject({
    type: z.literal(type),
    id: blockId,
    hidden: z.boolean().default(false).meta({ description: "Kept in the page but not shown." }),
    props: (blockProps[type] as z.ZodObject).prefault({}),
  });

/** The schema of a placed block of each type, so a placed block's props are typed by its type. */
type InstanceSchemas = {
  [T in BlockType]: z.ZodObject<
    {
      type: z.ZodLiteral<T>;
      id: typeof blockId;
      hidden: z.ZodDefault<z.ZodBoolean>;
      props: z.ZodPrefault<Contracts[T]["props"]>;
    },
    z.core.$strict
  >;
}[BlockType];

const instances = blockTypes.map(instanceOf) as unknown as [InstanceSchemas, ...InstanceSchemas[]];

/** A block placed on a page: `{ type, id, props }`. */
export const blockInstance = z.discriminatedUnion("type", instances, {
  error: (issue) =>
    issue.code === "invalid_union"
      ? `Unknown block type${typeof (issue.input as { type?: unknown })?.type === "string" ? ` "${(issue.input as { type: string }).type}"` : ""}; known types: ${blockTypes.join(", ")}`
      : undefined,
});

/** A block of one type placed on a page, as validated. */
export type BlockInstanceOf<T extends BlockType> = {
  type: T;
  id: string;
  hidden: boolean;
  props: BlockProps<T>;
};
export type BlockInstance = { [T in BlockType]: BlockInstanceOf<T> }[BlockType];
export type BlockInstanceInput = z.input<typeof blockInstance>;
