import { z } from "zod";

/** The query string a search page shows: its own parameters, without the `?`. */
const searchQuery = z
  .string()
  .max(2000)
  .regex(/^[^?#]*$/, "Give the query string without ? or #");

/**
 * `POST /api/saved-searches`: the search page the shopper is on (its path and query string)
 * and its title; the email alerts go to, when the shopper has none on record or wants another.
 */
export const saveSearchRequest = z.strictObject({
  path: z
    .string()
    .max(300)
    .regex(/^\/search(\/[^?#]*)?$/, "Use a search page's path, such as /search/toyota"),
  query: searchQuery.default(""),
  title: z.string().trim().min(1).max(160),
  email: z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.email("Enter a valid email address").max(254).optional(),
  ),
});

/** A saved search as `GET /api/saved-searches` lists it. */
export type SavedSearchSummary = {
  id: string;
  title: string;
  /** The search page to open: path and query string. */
  href: string;
  email: string;
  alerts: boolean;
  created_at: string;
};
