type Availability = { status: string; reserved?: boolean | undefined };

/** In stock and coming soon count as available: price, action buttons and reserve show. */
export function isAvailable(car: Availability): boolean {
  return car.status === "in_stock" || car.status === "coming_soon";
}

export function isSold(car: Availability): boolean {
  return car.status === "sold";
}
