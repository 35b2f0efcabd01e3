import { isReserved, reservedTag } from "../status/availability.ts";

export type TagSettings = {
  soldText: string;
  newArrivalText: string;
  newArrivalDays: number;
  certifiedBadge?: { make: string; text: string } | undefined;
};

export type TaggedCar = {
  status: string;
  tag?: string | null | undefined;
  reserved?: boolean | undefined;
  certified?: boolean | undefined;
  car_type: string;
  make: string;
  simple_fuel?: string | undefined;
  created_at_timestamp?: number | undefined;
  created_at?: string | undefined;
};

export type CardTag = {
  text: string;
  kind:
    | "sold"
    | "electric"
    | "hybrid"
    | "reserved"
    | "certified"
    | "custom"
    | "coming-soon"
    | "new";
};

const powertrainIn = (text: string | null | undefined): "electric" | "hybrid" | undefined => {
  const lower = text?.toLowerCase() ?? "";
  if (lower.includes("hybrid")) return "hybrid";
  if (lower.includes("electric")) return "electric";
  return undefined;
};

/** An electric or hybrid tag: the feed's own tag when it says so ("Plug-in Hybrid"), else the fuel's. */
const powertrainTag = (car: TaggedCar): CardTag | undefined => {
  const tagged = powertrainIn(car.tag);
  if (tagged) return { text: car.tag!.trim(), kind: tagged };
  const fuel = powertrainIn(car.simple_fuel);
  if (fuel) return { text: fuel === "electric" ? "Electric" : "Hybrid", kind: fuel };
  return undefined;
};

const createdAt = (car: TaggedCar): number | undefined =>
  car.created_at_timestamp ?? (car.created_at ? Date.parse(car.created_at) / 1000 : undefined);

/**
 * The one tag a result card shows. A car that can no longer be sold shows the sold text;
 * otherwise the first rule that applies wins: electric or hybrid, reserved, the named
 * manufacturer's certified badge, a custom tag, COMING SOON, new arrival, nothing.
 */
export function cardTag(car: TaggedCar, settings: TagSettings, now: Date): CardTag | null {
  if (car.status === "sold") return { text: settings.soldText, kind: "sold" };
  const powertrain = powertrainTag(car);
  if (powertrain) return powertrain;
  if (isReserved(car)) return reservedTag;
  const badge = settings.certifiedBadge;
  if (
    badge &&
    car.certified &&
    car.car_type === "used" &&
    car.make.toLowerCase() === badge.make.toLowerCase()
  ) {
    return { text: badge.text, kind: "certified" };
  }
  if (car.tag?.trim()) return { text: car.tag.trim(), kind: "custom" };
  if (car.status === "coming_soon") return { text: "COMING SOON", kind: "coming-soon" };
  const created = createdAt(car);
  if (created !== undefined && now.getTime() / 1000 - created <= settings.newArrivalDays * 86_400) {
    return { text: settings.newArrivalText, kind: "new" };
  }
  return null;
}
