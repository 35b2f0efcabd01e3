/** The FAQ's words for a car the online estimate does not value. */
export const outsideOnlineRuleMessage =
  "Cars over 7 years or over 100,000 km normally get no online estimate.";

/** A car older than this many years gets no online estimate. */
const onlineEstimateMaxAgeYears = 7;
/** A car that has driven more than this many km gets no online estimate. */
const onlineEstimateMaxKm = 100_000;

export type OnlineRuleOutcome =
  | { estimate: true }
  | { estimate: false; reasons: ("age" | "odometer")[] };

/**
 * Whether a car gets an online estimate: not when it is over 7 years old (the year it was built
 * counted from the current year) or over 100,000 km. Exactly 7 years or 100,000 km still does.
 */
export function onlineEstimateRule(
  car: { year: number; km: number },
  today: Date = new Date(),
): OnlineRuleOutcome {
  const reasons: ("age" | "odometer")[] = [];
  if (today.getUTCFullYear() - car.year > onlineEstimateMaxAgeYears) reasons.push("age");
  if (car.km > onlineEstimateMaxKm) reasons.push("odometer");
  return reasons.length === 0 ? { estimate: true } : { estimate: false, reasons };
}
