type Availability = { status: string; reserved?: boolean | undefined };

export function isSold(car: Availability): boolean {
  return car.status === "sold";
}

/** in_stock and coming_soon count as available: price, action buttons and reserve are shown. */
export function isAvailable(car: Availability): boolean {
  return car.status === "in_stock" || car.status === "coming_soon";
}
