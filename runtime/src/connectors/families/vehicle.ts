import { vehicleBlocks } from "@storefront/design-system/blocks/families/vehicle.ts";
import { connector, type FamilyConnectors } from "../connector.ts";

const vehicle = () => import("../vehicle/vehicle-blocks.tsx");
const lower = () => import("../vehicle/lower-blocks.tsx");
const financeCalculator = () => import("../vehicle/finance/finance-calculator.tsx");
const vehicleStatic = () => import("../vehicle/static-blocks.tsx");
const vehicleUsed = () => import("../vehicle/used-blocks.tsx");
const vehicleContent = () => import("../vehicle-content/vehicle-content-blocks.tsx");
const leads = () => import("../leads/enquiry-blocks.tsx");
const leadForms = () => import("../leads/lead-form-blocks.tsx");

/** The family's blocks, as the design system defines them. */
export const blocks = vehicleBlocks;

export const connectors: FamilyConnectors<typeof blocks> = {
  "vehicle-summary": connector(vehicle, "VehicleSummaryConnector"),
  "key-information": connector(vehicle, "KeyInformationConnector"),
  "dealer-comments": connector(vehicle, "DealerCommentsConnector"),
  "vehicle-gallery": connector(vehicleUsed, "VehicleGalleryConnector"),
  "sold-notice": connector(vehicle, "SoldNoticeConnector"),
  "vehicle-actions": connector(vehicleUsed, "VehicleActionsConnector"),
  "dealer-phone": connector(vehicleUsed, "DealerPhoneConnector"),
  "vehicle-sticky-bars": connector(vehicle, "VehicleStickyBarsConnector"),
  "vehicle-location": connector(lower, "VehicleLocationConnector"),
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
  "test-drive-form": connector(leadForms, "TestDriveFormConnector"),
  "request-photos-form": connector(leadForms, "RequestPhotosFormConnector"),
};
