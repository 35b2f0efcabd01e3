import { describe, expect, it } from "vitest";
import { ResponseJson } from "./response-json.ts";

describe("the JSON of search answers", () => {
  it("is the same text JSON.stringify gives, for every answer shape", () => {
    const json = new ResponseJson();
    const record = { objectID: "1", make: "Škoda", images: [{ url: "/a.jpg" }], badge: null };
    const answers = [
      { results: [{ hits: [record, record], nbHits: 2, query: "kia" }, { facetHits: [] }] },
      { hits: [], nbHits: 0 },
      { hits: [record] },
      { message: "Index does not exist", status: 404 },
    ];
    for (let round = 0; round < 3; round++) {
      for (const answer of answers) {
        expect(json.encode(answer).toString("utf8")).toBe(JSON.stringify(answer));
      }
    }
  });
});
