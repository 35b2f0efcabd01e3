import { describe, expect, it } from "vitest";
import { previewHistory } from "./preview-history.ts";

describe("the preview's history", () => {
  it("starts at the path the studio asked for, with its query", () => {
    const { location } = previewHistory("/search/toyota?body=SUV");
    expect(location).toMatchObject({
      pathname: "/search/toyota",
      search: "?body=SUV",
      hash: "",
      href: "/search/toyota?body=SUV",
    });
  });

  it("moves with the router's pushes, replacements and steps back", () => {
    const history = previewHistory("/");
    history.push("/special-offers#fine-print");
    expect(history.location).toMatchObject({ pathname: "/special-offers", hash: "#fine-print" });
    history.replace("/about-us");
    history.back();
    expect(history.location.pathname).toBe("/");
    history.forward();
    expect(history.location.pathname).toBe("/about-us");
    expect(history.length).toBe(2);
  });
});
