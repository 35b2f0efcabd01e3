import { formatMoneyCents } from "@storefront/rules/formatting/format";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import type { CheckoutDetails, CheckoutPreApproval } from "@storefront/schemas/shopper/checkout";
import { leadDestinations } from "../leads/lead-destinations.ts";
import type { Reservation } from "../store/checkout/reservations.ts";
import type { NewLead } from "../store/leads/leads.ts";
import { financeLine, type ReservationFinance } from "./checkout-finance.ts";
import { preApprovalLine } from "./checkout-pre-approval.ts";
import { type CheckoutTradeIn, tradeInLeadParts } from "./checkout-trade-in.ts";

/** What a reservation keeps of its checkout: the shopper's details, trade-in and finance. */
export type ReservationDetails = CheckoutDetails &
  CheckoutTradeIn & {
    finance?: ReservationFinance | undefined;
    pre_approval?: CheckoutPreApproval | undefined;
  };

/**
 * The reservation's details as they were kept: the trade-in's and the finance's lead fields and
 * lines apart from the contact.
 */
const splitDetails = ({
  trade_in,
  valuation,
  finance,
  pre_approval,
  ...details
}: ReservationDetails) => {
  const tradeIn = tradeInLeadParts({ trade_in, valuation });
  return {
    details,
    extra: {
      fields: {
        ...tradeIn.fields,
        ...(finance ? { finance } : {}),
        ...(pre_approval ? { pre_approval } : {}),
      },
      lines: [
        tradeIn.line,
        finance ? financeLine(finance) : undefined,
        pre_approval ? preApprovalLine(pre_approval) : undefined,
      ],
    },
  };
};

/** The outbox destination that emails the shopper their reservation's confirmation. */
export type ShopperConfirmation = { kind: "shopper-confirmation"; to: string };

export const isShopperConfirmation = (destination: unknown): destination is ShopperConfirmation =>
  typeof destination === "object" &&
  destination !== null &&
  (destination as { kind?: unknown }).kind === "shopper-confirmation" &&
  typeof (destination as { to?: unknown }).to === "string";

const reservationCategory = "Reservation";
const holdRequestCategory = "Hold Request";

const dealershipOf = (site: SiteDefinition, car: VehicleRecord) =>
  site.dealerships.find((dealership) => dealership.id === car.dealership_id);

/** The lead fields every checkout lead carries about its car. */
const carFields = (car: VehicleRecord) => ({
  car_id: String(car.id),
  "Vehicle Make": car.make,
  "Vehicle Model": car.model,
  stock_number: car.stocknum ?? undefined,
  car_type: car.car_type,
  vehicle_status: car.status,
});

/**
 * The lead of a paid reservation, for the dealer's destinations and the shopper's confirmation
 * email, with the payment's reference. Only a payment the provider said succeeded makes one.
 */
export function reservationLead(
  site: SiteDefinition,
  car: VehicleRecord,
  reservation: Reservation,
): NewLead {
  const { details, extra } = splitDetails(reservation.details as ReservationDetails);
  const deposit = formatMoneyCents(reservation.amount_cents / 100);
  const dealership = dealershipOf(site, car);
  const payload = {
    ...details,
    ...carFields(car),
    category: reservationCategory,
    source: "Website",
    dealership_slug: dealership?.slug,
    ...extra.fields,
    message: [
      `Deposit of ${deposit} paid online through ${reservation.provider} (payment reference ${reservation.payment_reference}).`,
      `The car is held until ${reservation.expires_at} unless the dealer confirms the reservation.`,
      ...extra.lines,
      details.message,
    ]
      .filter(Boolean)
      .join("\n"),
    reservation_id: reservation.id,
    payment_reference: reservation.payment_reference,
    deposit_amount: reservation.amount_cents / 100,
    held_until: reservation.expires_at,
  };
  const confirmation: ShopperConfirmation = { kind: "shopper-confirmation", to: details.email };
  return {
    category: reservationCategory,
    dealershipSlug: dealership?.slug,
    carId: String(car.id),
    name: details.name,
    email: details.email,
    phone: details.phone,
    payload,
    destinations: [...leadDestinations(site, dealership), confirmation],
  };
}

/** A request that the dealer hold the car, where the site takes no payments: no money moved. */
export function holdRequestLead(
  site: SiteDefinition,
  car: VehicleRecord,
  kept: ReservationDetails,
): NewLead {
  const { details, extra } = splitDetails(kept);
  const dealership = dealershipOf(site, car);
  const payload = {
    ...details,
    ...carFields(car),
    category: holdRequestCategory,
    source: "Website",
    dealership_slug: dealership?.slug,
    ...extra.fields,
    message: [
      `Please hold the ${vehicleTitle(car)} for me. No payment has been taken.`,
      ...extra.lines,
      details.message,
    ]
      .filter(Boolean)
      .join("\n"),
  };
  return {
    category: holdRequestCategory,
    dealershipSlug: dealership?.slug,
    carId: String(car.id),
    name: details.name,
    email: details.email,
    phone: details.phone,
    payload,
    destinations: leadDestinations(site, dealership),
  };
}

/** The shopper's confirmation email, from the reservation lead's fields. */
export function confirmationEmail(
  site: SiteDefinition,
  payload: Record<string, unknown>,
): { subject: string; text: string } {
  const deposit = formatMoneyCents(Number(payload.deposit_amount));
  const car = [payload["Vehicle Make"], payload["Vehicle Model"]].filter(Boolean).join(" ");
  const holdHours = site.vehiclePage.reserveHoldHours;
  return {
    subject: `Your reservation of the ${car} at ${site.name}`,
    text: [
      `Hi ${String(payload.name)},`,
      "",
      `We have received your deposit of ${deposit} and the ${car}${payload.stock_number ? ` (stock number ${String(payload.stock_number)})` : ""} is reserved for you.`,
      `Payment reference: ${String(payload.payment_reference)}`,
      "",
      "What happens next:",
      `- ${site.name} will contact you to confirm your reservation within ${holdHours} hours.`,
      `- If it is not confirmed within ${holdHours} hours, the car is released and your deposit is refunded.`,
      "",
      site.name,
      "",
    ].join("\n"),
  };
}
