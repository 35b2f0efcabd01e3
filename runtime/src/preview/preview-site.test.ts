import { defaultReplicas, type SearchBackend } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { servedSearch } from "./preview-site.ts";

const served: SearchBackend = {
  backend: "embedded",
  index: "cars",
  primaryLabel: "Featured",
  replicas: defaultReplicas,
};

describe("the preview's search settings", () => {
  it("keep the draft's sort labels when the server's engine knows its indexes", () => {
    const draft: SearchBackend = {
      ...served,
      primaryLabel: "Top picks",
      replicas: defaultReplicas.slice(0, 2).map((replica) => ({ ...replica, label: "Cheapest" })),
    };
    expect(servedSearch(draft, served)).toEqual(draft);
  });

  it("search the server's own engine when the draft names an Algolia app", () => {
    const draft: SearchBackend = {
      ...served,
      backend: "algolia",
      appId: "ABC123DEF",
      searchApiKey: "0123456789abcdef0123",
    };
    expect(servedSearch(draft, served)).toEqual(served);
  });

  it("fall back to the server's indexes when the draft names ones it does not have", () => {
    const draft: SearchBackend = { ...served, index: "caravans", primaryLabel: "Newest" };
    expect(servedSearch(draft, served)).toEqual(served);
  });
});
