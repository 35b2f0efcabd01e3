import { describe, expect, it } from "vitest";
import { now, site } from "./search-state-fixtures.ts";
import { similarCarsRequests } from "./similar-cars-requests.ts";

describe("the similar cars requests", () => {
  const car = {
    slug: "2021-toyota-hilux-sr5-u1",
    make: "Toyota",
    model: "HiLux",
    simple_body: "Ute",
    price: 52990,
  };

  it("ask for cars in stock in the price window, never the car itself, limit 10, no facets", () => {
    const requests = similarCarsRequests(site, car, now);
    expect(requests).toHaveLength(3);
    for (const request of requests) {
      expect(request).toMatchObject({
        indexName: "cars",
        hitsPerPage: 10,
        facets: [],
        highlightPreTag: "<mark>",
        highlightPostTag: "</mark>",
      });
      expect(request.filters).toContain('dealership_id:"d-toyota"');
      expect(request.filters).toContain(
        ' AND status:in_stock AND price:27990 TO 77990 AND NOT slug:"2021-toyota-hilux-sr5-u1"',
      );
    }
    expect(requests[0]?.filters).toMatch(/ AND make:"Toyota" AND model:"HiLux"$/);
    expect(requests[1]?.filters).toMatch(/ AND simple_body:"Ute"$/);
    expect(requests[2]?.filters).toMatch(/ AND NOT slug:"2021-toyota-hilux-sr5-u1"$/);
  });

  it("use the narrower window under $50,000 and skip the body query without a body type", () => {
    const requests = similarCarsRequests(
      site,
      { ...car, price: 30000, simple_body: undefined },
      now,
    );
    expect(requests).toHaveLength(2);
    expect(requests[0]?.filters).toContain("price:20000 TO 40000");
  });
});
