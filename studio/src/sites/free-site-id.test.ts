import { describe, expect, it } from "vitest";
import { freeSiteId, suggestSiteId } from "./free-site-id.ts";

const others = { drafts: ["city-motors"], exports: ["harbour-cars"] };

describe("the id suggested from a site's name", () => {
  it("is the name in lower-case words joined by hyphens", () => {
    expect(suggestSiteId("  Southern Cross Motors & Co. ")).toBe("southern-cross-motors-and-co");
    expect(suggestSiteId("Café Autos")).toBe("cafe-autos");
  });

  it("takes the next free number when a draft or export has it", () => {
    expect(freeSiteId("City Motors", others)).toBe("city-motors-2");
    expect(freeSiteId("Bay Cars", others)).toBe("bay-cars");
  });
});
