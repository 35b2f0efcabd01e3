type Availability = { status: string; reserved?: boolean | undefined };

export function isSold(car: Availability): boolean {
  return car.status === "sold";
}

/** in_stock and coming_soon count as available: price, action buttons and reserve are shown. */
export function isAvailable(car: Availability): boolean {
  return car.status === "in_stock" || car.status === "coming_soon";
}

/** The tag of a car a reservation holds, on its result card and its vehicle page alike. */
export const reservedTag = { text: "Reserved", kind: "reserved" } as const;

/** Held by a reservation (the store's or the feed's) and not sold: a sold car shows as sold. */
export function isReserved(car: Availability): boolean {
  return car.reserved === true && !isSold(car);
}
