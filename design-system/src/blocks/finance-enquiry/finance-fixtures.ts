import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { FinanceQuoteRequest } from "@storefront/schemas/leads/finance-enquiry";
import { fixtureNow, fixtureTags, fixtureVehicles } from "../vehicle-card/vehicle-fixtures.ts";
import type { FeaturedCars } from "./finance-landing.tsx";
import type {
  AskQuote,
  FinanceCar,
  FinancePageSettings,
  FinanceSendResult,
} from "./finance-types.ts";

export const fixtureSettings: FinancePageSettings = {
  pageForm: "popup",
  sidePanel: true,
  steps: ["Apply online", "Get pre-approved with a personalised rate", "Purchase the car"],
  sampleWording: "comparison-loan",
  quickPriceOptions: "standard",
  buttonText: "Pre-Approved",
  postcode: false,
};

export const fixtureFinanceCar: FinanceCar = {
  id: "48213",
  title: "2021 Toyota Hilux SR5",
  priceText: "$48,990",
  href: "/cars/2021-toyota-hilux-sr5-u48213",
  year: 2021,
  vin: "JTFBT3CD802118231",
};

export const fixtureFeatured: FeaturedCars = {
  status: "ready",
  cars: fixtureVehicles.slice(0, 6),
  cardAttributes: ["car_type", "simple_body", "km"],
  noPriceText: "Enquire for price.",
  tags: fixtureTags,
  now: fixtureNow,
  vehicleHref: (car: CardVehicle) => `/cars/${car.slug}`,
  actionHrefs: (car: CardVehicle) => ({
    enquireHref: `/cars/${car.slug}#enquire`,
    financeHref: `/finance?car_id=${car.id}`,
    testDriveHref: `/book-test-drive?car_id=${car.id}`,
  }),
};

/** A partner that quotes $2 a week per $1,000 a year of term, at the example rates. */
export const quoteOf = async (request: FinanceQuoteRequest) => ({
  weeklyRepaymentAmount:
    Math.round((request.purchasePrice * 1.2 * 100) / (request.loanTerm * 52)) / 100,
  advertisedRate: 6.29,
  comparisonRate: 8.19,
});
export const quoteFails: AskQuote = async () => {
  throw new Error("Failed to get YouX quick quote.");
};

export const redirecting = async (): Promise<FinanceSendResult> => ({ status: "redirecting" });
export const failsWith = (message: string) => async (): Promise<FinanceSendResult> => ({
  status: "failed",
  message,
});
