type Availability = { status: string; reserved?: boolean | undefined };

export function isSold(car: Availability): boolean {
  return car.status === "sold";
}
