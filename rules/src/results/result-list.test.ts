import { describe, expect, it } from "vitest";
import { collapseSoldRuns, displayCount } from "./result-list.ts";

describe("sold cars in results", () => {
  const hits = (statuses: string[]) => statuses.map((status, id) => ({ id, status }));
  it("shows only the first of each run of sold cars", () => {
    const shown = collapseSoldRuns(
      hits(["in_stock", "sold", "sold", "sold", "in_stock", "sold", "coming_soon", "sold", "sold"]),
    );
    expect(shown.map((hit) => hit.id)).toEqual([0, 1, 4, 5, 6, 7]);
  });
  it("shows every hit when all are sold", () => {
    expect(collapseSoldRuns(hits(["sold", "sold", "sold"]))).toHaveLength(3);
  });
});

describe("the result count", () => {
  it("uses the engine's count up to 1999", () => {
    expect(displayCount(1999, { status: { in_stock: 5 } })).toBe(1999);
  });
  it("treats counts above 1999 as capped and sums the status facet", () => {
    expect(displayCount(2000, { status: { in_stock: 2400, coming_soon: 120, sold: 30 } })).toBe(
      2550,
    );
    expect(displayCount(2000)).toBe(2000);
  });
});
