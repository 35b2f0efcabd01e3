import { hash } from "node:crypto";

const sortedKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value && typeof value === "object")
    return Object.fromEntries(
      Object.entries(value)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, entry]) => [key, sortedKeys(entry)]),
    );
  return value;
};

/** The same lead, whatever the order of its fields, hashes the same. */
export const leadHash = (lead: unknown) => hash("sha256", JSON.stringify(sortedKeys(lead)), "hex");
