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

export const testDriveOnlyTag = "Test Drive Only";

const powertrainOf = (car: TaggedCar): "electric" | "hybrid" | undefined => {
  const text = `${car.tag ?? ""} ${car.simple_fuel ?? ""}`.toLowerCase();
  if (text.includes("hybrid")) return "hybrid";
  if (text.includes("electric")) return "electric";
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
  const powertrain = powertrainOf(car);
  if (powertrain)
    return { text: powertrain === "electric" ? "Electric" : "Hybrid", kind: powertrain };
  if (car.reserved) return { text: "Reserved", kind: "reserved" };
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

/** A 'Test Drive Only' car offers Book a Test Drive in place of the finance action. */
export function isTestDriveOnly(car: { tag?: string | null | undefined }): boolean {
  return car.tag?.trim().toLowerCase() === testDriveOnlyTag.toLowerCase();
}
