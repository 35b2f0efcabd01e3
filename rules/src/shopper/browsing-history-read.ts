import {
  type SearchHistoryEntry,
  searchHistoryLimit,
  type ViewedCar,
  viewedCarsLimit,
} from "./browsing-history.ts";

/**
 * Reading the browsing history back for showing it: only whole entries of this site count, since
 * local storage holds whatever was written there.
 */

const isText = (value: unknown): value is string => typeof value === "string";

function parsedList<T>(text: string | null, isEntry: (value: Record<string, unknown>) => boolean) {
  if (!text) return [];
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value)
      ? (value.filter((entry) => entry && typeof entry === "object" && isEntry(entry)) as T[])
      : [];
  } catch {
    return [];
  }
}

/** A stored search history, keeping only entries that are searches of this site (a path). */
export const parseSearchHistory = (text: string | null) =>
  parsedList<SearchHistoryEntry>(
    text,
    (entry) =>
      isText(entry.href) &&
      entry.href.startsWith("/") &&
      !entry.href.startsWith("//") &&
      isText(entry.title),
  ).slice(0, searchHistoryLimit);

/** A stored list of viewed cars, keeping only whole records. */
export const parseViewedCars = (text: string | null) =>
  parsedList<ViewedCar>(
    text,
    (entry) =>
      typeof entry.id === "number" &&
      ["stocknum", "make", "model", "body", "simple_body", "slug"].every((field) =>
        isText(entry[field]),
      ),
  ).slice(0, viewedCarsLimit);
