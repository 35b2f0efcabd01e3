import { dealerCommentsBlock } from "../dealer-comments/index.ts";
import { dealerPhoneBlock } from "../dealer-phone/index.ts";
import { deliveryCalculatorBlock } from "../delivery-calculator/index.ts";
import { enquiryFormBlock } from "../enquiry-form/index.ts";
import { financeAnchorBlock } from "../finance-anchor/index.ts";
import { financeCalculatorBlock } from "../finance-calculator/index.ts";
import { fuelCalculatorBlock } from "../fuel-calculator/index.ts";
import { keyInformationBlock } from "../key-information/index.ts";
import { marketGaugeBlock } from "../market-gauge/index.ts";
import { marketIndicatorBlock } from "../market-indicator/index.ts";
import { requestPhotosFormBlock } from "../request-photos-form/index.ts";
import { similarCarsBlock } from "../similar-cars/index.ts";
import { soldNoticeBlock } from "../sold-notice/index.ts";
import { testDriveFormBlock } from "../test-drive-form/index.ts";
import { vehicleActionsBlock } from "../vehicle-actions/index.ts";
import { vehicleDisclaimerBlock } from "../vehicle-disclaimer/index.ts";
import { vehicleFaqBlock } from "../vehicle-faq/index.ts";
import { vehicleFeaturesBlock } from "../vehicle-features/index.ts";
import { vehicleGalleryBlock } from "../vehicle-gallery/index.ts";
import { vehicleLocationBlock } from "../vehicle-location/index.ts";
import { vehicleSpecificationsBlock } from "../vehicle-specifications/index.ts";
import { vehicleStickyBarsBlock } from "../vehicle-sticky-bars/index.ts";
import { vehicleSummaryBlock } from "../vehicle-summary/index.ts";
import { vehicleVideoBlock } from "../vehicle-video/index.ts";

/** The vehicle page's blocks, with its lead forms. */
export const vehicleBlocks = {
  [soldNoticeBlock.type]: soldNoticeBlock,
  [vehicleStickyBarsBlock.type]: vehicleStickyBarsBlock,
  [vehicleGalleryBlock.type]: vehicleGalleryBlock,
  [keyInformationBlock.type]: keyInformationBlock,
  [vehicleVideoBlock.type]: vehicleVideoBlock,
  [dealerCommentsBlock.type]: dealerCommentsBlock,
  [fuelCalculatorBlock.type]: fuelCalculatorBlock,
  [deliveryCalculatorBlock.type]: deliveryCalculatorBlock,
  [vehicleSpecificationsBlock.type]: vehicleSpecificationsBlock,
  [vehicleFeaturesBlock.type]: vehicleFeaturesBlock,
  [financeCalculatorBlock.type]: financeCalculatorBlock,
  [marketGaugeBlock.type]: marketGaugeBlock,
  [vehicleDisclaimerBlock.type]: vehicleDisclaimerBlock,
  [similarCarsBlock.type]: similarCarsBlock,
  [vehicleLocationBlock.type]: vehicleLocationBlock,
  [vehicleFaqBlock.type]: vehicleFaqBlock,
  [vehicleSummaryBlock.type]: vehicleSummaryBlock,
  [financeAnchorBlock.type]: financeAnchorBlock,
  [marketIndicatorBlock.type]: marketIndicatorBlock,
  [enquiryFormBlock.type]: enquiryFormBlock,
  [testDriveFormBlock.type]: testDriveFormBlock,
  [requestPhotosFormBlock.type]: requestPhotosFormBlock,
  [dealerPhoneBlock.type]: dealerPhoneBlock,
  [vehicleActionsBlock.type]: vehicleActionsBlock,
};
