import { savedCarMarker } from "@storefront/rules/shopper/saved-car-marker";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import type { VehicleRecord } from "@storefront/schemas";
import type { GarageAnswer } from "@storefront/schemas/shopper/garage";
import { savedSearchSummary } from "../saved-searches/saved-search-summary.ts";
import type { Reservation } from "../store/checkout/reservations.ts";
import type { StoredValuation } from "../store/checkout/trade-in-valuations.ts";
import type { StoredLead } from "../store/leads/leads.ts";
import type { SavedSearch } from "../store/shoppers/saved-searches.ts";
import type { Shopper } from "../store/shoppers/shoppers.ts";
import type { WatchedCar } from "../store/shoppers/watchlist.ts";

type GarageInputs = {
  shopper: Shopper;
  watched: readonly WatchedCar[];
  leads: readonly StoredLead[];
  valuations: readonly StoredValuation[];
  savedSearches: readonly SavedSearch[];
  reservations: readonly Reservation[];
  /** The site's cars by id, as it lists them now. */
  cars: Pick<ReadonlyMap<string, VehicleRecord>, "get">;
};

const textOf = (value: unknown) => (typeof value === "string" && value ? value : null);

/** What `GET /api/garage` answers: the shopper's details and one list per garage section. */
export function garageAnswer({
  shopper,
  watched,
  leads,
  valuations,
  savedSearches,
  reservations,
  cars,
}: GarageInputs) {
  return {
    details: {
      phone: shopper.phone,
      name: shopper.first_name,
      last_name: shopper.last_name,
      email: shopper.email,
      postcode: shopper.postcode,
    },
    saved_cars: watched.map((item) => {
      const car = cars.get(item.car_id);
      return {
        car_id: item.car_id,
        saved_at: item.saved_at,
        car: car
          ? {
              title: vehicleTitle(car),
              slug: car.slug,
              price: car.price,
              price_type: car.price_type,
            }
          : null,
        marker: savedCarMarker(item.saved_price, car),
      };
    }),
    enquiries: leads.map((lead) => {
      const payload = (lead.payload ?? {}) as Record<string, unknown>;
      const car = lead.car_id ? cars.get(lead.car_id) : undefined;
      const named = [textOf(payload["Vehicle Make"]), textOf(payload["Vehicle Model"])]
        .filter(Boolean)
        .join(" ");
      return {
        id: lead.id,
        created_at: lead.created_at,
        category: lead.category,
        subcategory: textOf(payload.subcategory),
        car_id: lead.car_id,
        car_title: car ? vehicleTitle(car) : named || null,
      };
    }),
    valuations: valuations.map((valuation) => ({
      id: valuation.id,
      created_at: valuation.created_at,
      expires_at: valuation.expires_at,
      car: valuation.car,
      km: valuation.km,
      outcome: valuation.outcome,
      low: valuation.low,
      high: valuation.high,
      accepted: valuation.accepted_at !== null,
    })),
    saved_searches: savedSearches.map(savedSearchSummary),
    reservations: reservations.map((reservation) => {
      const car = cars.get(reservation.car_id);
      return {
        id: reservation.id,
        created_at: reservation.created_at,
        car_id: reservation.car_id,
        car_title: car ? vehicleTitle(car) : null,
        car_slug: car?.slug ?? null,
        status: reservation.status,
        amount_cents: reservation.amount_cents,
        expires_at: reservation.expires_at,
      };
    }),
  } satisfies GarageAnswer;
}
