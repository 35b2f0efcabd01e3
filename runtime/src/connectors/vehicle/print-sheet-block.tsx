// The printable page's block: only the print page loads it.
import type { BlockData, ConnectorProps } from "@storefront/design-system/blocks/contract.ts";
import { formatPhone } from "@storefront/rules/formatting/phone";
import { trackEvent } from "@storefront/rules/shopper/analytics";
import { vehiclePageUrl } from "@storefront/rules/vehicle/card/card-links";
import { vehicleTitle } from "@storefront/rules/vehicle/card/vehicle-title";
import { keyInformationEntries } from "@storefront/rules/vehicle/details/key-information";
import { vehicleSpecificationEntries } from "@storefront/rules/vehicle/details/specifications";
import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { primaryImageUrl } from "@storefront/schemas/stock/vehicle-photo";
import { useEffect } from "react";
import { useSite } from "../../app/core/site-context.tsx";
import { useVehicle } from "../../pages/vehicle-context.tsx";
import { dealerPhoneData, vehiclePrice } from "./vehicle-block-data.ts";

/** The printable page; opening it counts as a print (event 61). */
export function VehiclePrintSheetConnector({
  block,
  Block,
}: ConnectorProps<"vehicle-print-sheet">) {
  const { site, origin } = useSite();
  const vehicle = useVehicle();
  const { events, dataLayer } = site.analytics;
  useEffect(() => {
    trackEvent(events.print, { car_id: vehicle.id }, dataLayer);
  }, [events.print, dataLayer, vehicle.id]);
  return <Block {...block.props} {...vehiclePrintSheetData(vehicle, site, origin)} />;
}

/** The printable page: the whole vehicle on one sheet, with where it is sold. */
export function vehiclePrintSheetData(
  vehicle: VehicleRecord,
  site: SiteDefinition,
  origin: string,
): BlockData<"vehicle-print-sheet"> {
  const dealership = site.dealerships.find((entry) => entry.id === vehicle.dealership_id);
  return {
    title: vehicleTitle(vehicle),
    photoUrl: primaryImageUrl(vehicle),
    price: vehiclePrice(vehicle, site),
    entries: printedEntries(vehicle),
    comments: vehicle.dealercomments ?? "",
    features: vehicle.standardEquipment ?? [],
    dealer: {
      name: vehicle.location?.name ?? dealership?.name ?? vehicle.dealership_name ?? site.name,
      phone: formatPhoneOrNone(dealerPhoneData(vehicle, site).phone?.number),
    },
    pageUrl: vehiclePageUrl(vehicle, origin),
  };
}

/** The key information, and for a caravan its caravan specifications too (each label once). */
function printedEntries(vehicle: VehicleRecord) {
  const entries = keyInformationEntries(vehicle);
  if (vehicle.item_type !== "caravan") return entries;
  const labels = new Set(entries.map((entry) => entry.label));
  const caravan = vehicleSpecificationEntries(vehicle).filter((entry) => !labels.has(entry.label));
  return [...entries, ...caravan];
}

const formatPhoneOrNone = (phone: string | undefined) => (phone ? formatPhone(phone) : undefined);
