import {
  type CardVehicle,
  cardVehicleAttributes,
} from "@storefront/rules/vehicle/card/card-vehicle";
import { cardAttributes, type VehicleRecord } from "@storefront/schemas";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { VehicleCard } from "./vehicle-card.tsx";
import {
  fixtureActions,
  fixtureNow,
  fixtureTags,
  fixtureVehicle,
  fixtureVehicles,
} from "./vehicle-fixtures.ts";

const days = 86_400_000;

const cars: VehicleRecord[] = [
  ...fixtureVehicles,
  fixtureVehicle({ status: "sold", sold_date_timestamp: (fixtureNow.getTime() - days) / 1000 }),
  fixtureVehicle({ reserved: true }),
  fixtureVehicle({ status: "coming_soon", tag: "Test Drive Only" }),
  fixtureVehicle({ make: "Toyota", car_type: "used", certified: true }),
  fixtureVehicle({ price: 0, primary_image_url: undefined, images: [] }),
  fixtureVehicle({ sleeps: 4, body_length: 21.5, car_type: "used" }),
];

/** What the storefront's search retrieves for each hit: only the listed attributes. */
function retrieved(car: VehicleRecord, attributes: readonly string[]): CardVehicle {
  const record = car as Record<string, unknown>;
  return Object.fromEntries(
    attributes.filter((name) => name in record).map((name) => [name, record[name]]),
  ) as CardVehicle;
}

const card = (car: CardVehicle) =>
  renderToStaticMarkup(
    <VehicleCard
      car={car}
      attributes={[...cardAttributes]}
      noPriceText="Enquire for price."
      tags={fixtureTags}
      now={fixtureNow}
      favourite={{ saved: false, shown: true, onToggle: () => {} }}
      href={`/cars/${car.slug}`}
      actions={fixtureActions}
    />,
  );

describe("A result card from the attributes a search retrieves", () => {
  it("shows exactly what it shows from the whole record, with every attribute configured", () => {
    const attributes = cardVehicleAttributes(cardAttributes);
    for (const car of cars) expect(card(retrieved(car, attributes))).toBe(card(car));
  });
});
