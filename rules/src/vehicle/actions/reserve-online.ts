import { formatMoney } from "../../formatting/format.ts";
import { hasPrice } from "../../pricing/price.ts";
import { isAvailable } from "../status/availability.ts";

/** Spec: "Reserve button default price label $200 when no amount is available." */
const defaultReserveAmount = 200;

type ReservableCar = {
  slug: string;
  status: string;
  reserved?: boolean | undefined;
  price: number;
};

export type ReserveOnlineSettings = {
  /** The site offers reserving and buying online (vehiclePage.reserveOnline). */
  reserveOnline: boolean;
  /** The reserve price (vehiclePage.reserveAmount). */
  reserveAmount?: number | undefined;
  /** `/cars/{slug}/checkout`, or `/cars/{slug}/buy-online` on some sites. */
  checkoutPath: "checkout" | "buy-online";
};

export type ReserveOnlineLinks = {
  reserveLabel: string;
  /** Reserving and buying online are both done on the car's checkout page. */
  href: string;
};

/** The reserve price (the deposit a reservation takes), in dollars: $200 when none is set. */
export const reserveAmountOf = (settings: Pick<ReserveOnlineSettings, "reserveAmount">): number =>
  settings.reserveAmount ?? defaultReserveAmount;

/**
 * A car is eligible for reserving when it is available (in stock or coming soon), not reserved
 * already, and has a price (above 10).
 */
export function isReservable(car: Omit<ReservableCar, "slug">): boolean {
  return isAvailable(car) && !car.reserved && hasPrice(car.price);
}

/** The vehicle page's Reserve and Buy Online links, or none where the car or site has none. */
export function reserveOnlineLinks(
  car: ReservableCar,
  settings: ReserveOnlineSettings,
): ReserveOnlineLinks | undefined {
  if (!settings.reserveOnline || !isReservable(car)) return undefined;
  return {
    reserveLabel: `Reserve for ${formatMoney(reserveAmountOf(settings))}`,
    href: `/cars/${encodeURIComponent(car.slug)}/${settings.checkoutPath}`,
  };
}
