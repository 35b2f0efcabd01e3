/**
 * Search parameters as the URL gives them. Search routes validate them with zod when they load,
 * which keeps the validator off every other page.
 */
export type RawSearch = Record<string, unknown>;

export const rawSearch = (input: Record<string, unknown>): RawSearch => input;
