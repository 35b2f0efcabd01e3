import type {
  FinanceCar,
  FinanceEnquiryData,
} from "@storefront/design-system/blocks/finance-enquiry/index.ts";
import { isFinanceEstimateCar } from "@storefront/rules/finance/eligibility";
import {
  asksFinancePostcode,
  financeCarId,
  purchasePrice,
} from "@storefront/rules/finance/finance-enquiry";
import { priceText } from "@storefront/rules/pricing/price";
import { cardActionHrefs, vehicleHref } from "@storefront/rules/vehicle/card/card-links";
import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";

/** Where 'View All Used Cars' goes. */
export const usedCarsHref = "/search/used-cars";

type Answer<T> = { status: "pending" | "success" | "error"; data?: T | undefined };

/** The car id a finance page's address names (`car_id`, a trailing '?' cut), if a whole number. */
export function chosenCarId(search: string): string | undefined {
  const id = financeCarId(new URLSearchParams(search).get("car_id"));
  return id && /^\d{1,12}$/.test(id) ? id : undefined;
}

/** The purchase price a finance link brings (`vehiclePriceBudget`), clamped as typed ones are. */
export function budgetAmount(search: string): number | undefined {
  const budget = new URLSearchParams(search).get("vehiclePriceBudget");
  return budget && /\d/.test(budget) ? purchasePrice(budget) : undefined;
}

/** The dealership a finance link names (`preferredDealership`), when it is one of the site's. */
export function preferredDealership(search: string, site: SiteDefinition): string | undefined {
  const named = new URLSearchParams(search).get("preferredDealership")?.trim();
  return site.dealerships.find((dealership) => dealership.slug === named)?.slug;
}

export const financeSettingsOf = (site: SiteDefinition): FinanceEnquiryData["settings"] => ({
  pageForm: site.finance.pageForm,
  sidePanel: site.finance.sidePanel,
  steps: site.finance.steps,
  sampleWording: site.finance.sampleWording,
  quickPriceOptions: site.finance.quickPriceOptions,
  buttonText: site.finance.buttonText,
  postcode: asksFinancePostcode(site.forms),
});

function financeCar(vehicle: VehicleRecord, site: SiteDefinition): FinanceCar {
  return {
    id: String(vehicle.id),
    title: vehicleTitle(vehicle),
    priceText: priceText(vehicle.price, site.search.noPriceText),
    imageUrl: vehicle.primary_image_url,
    href: vehicleHref(vehicle),
    year: vehicle.year,
    vin: vehicle.vin?.trim() || undefined,
    nvic: vehicle.nvic?.trim() || undefined,
  };
}

/**
 * The side panel's car: none named, being looked up, or found; a car not listed, or one the
 * finance estimate does not take (sold, reserved, not in stock, priced 200 or less), shows as none.
 */
export function chosenCar(
  carId: string | undefined,
  answer: Answer<VehicleRecord | null>,
  site: SiteDefinition,
): FinanceEnquiryData["chosen"] {
  if (!carId) return { status: "none" };
  if (answer.status === "pending") return { status: "loading" };
  return answer.data && isFinanceEstimateCar(answer.data)
    ? { status: "ready", car: financeCar(answer.data, site) }
    : { status: "none" };
}

export function featuredCars(
  site: SiteDefinition,
  now: Date,
  answer: Answer<CardVehicle[]>,
): FinanceEnquiryData["featured"] {
  return {
    status: answer.status === "pending" ? "loading" : answer.status === "error" ? "error" : "ready",
    cars: answer.data ?? [],
    cardAttributes: site.search.cardAttributes,
    noPriceText: site.search.noPriceText,
    tags: site.tags,
    now,
    vehicleHref,
    actionHrefs: cardActionHrefs,
  };
}
