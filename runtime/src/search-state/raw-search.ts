/**
 * Search parameters as the URL gives them. A search route's loader validates them once
 * (`validateUrlSearch`) and gives its component the result: validating in the route's
 * `validateSearch` would put the check in the scripts every page loads.
 */
export type RawSearch = Record<string, unknown>;

export const rawSearch = (input: Record<string, unknown>): RawSearch => input;
