import { describe, expect, it } from "vitest";
import { type EngineResponse, mergeResponses } from "./merge-responses.ts";

describe("merged search answers", () => {
  const answer = (nbHits: number, status: Record<string, number>): EngineResponse => ({
    hits: [],
    nbHits,
    page: 0,
    nbPages: 1,
    facets: { status },
  });

  it("count a capped answer (over 1999) by its status counts", () => {
    expect(mergeResponses([answer(1999, { in_stock: 1900 })]).count).toBe(1999);
    const capped = mergeResponses([answer(2000, { in_stock: 2480, coming_soon: 35, sold: 12 })]);
    expect(capped.count).toBe(2527);
  });

  it("count only the chosen statuses, whose own request counts every status", () => {
    const merged = mergeResponses([
      answer(2000, { in_stock: 2480 }),
      answer(0, { in_stock: 2480, coming_soon: 35, sold: 12 }),
    ]);
    expect(merged.count).toBe(2480);
    // The panel still offers the other statuses with their counts.
    expect(merged.facets.status).toEqual({ in_stock: 2480, coming_soon: 35, sold: 12 });
  });
});
