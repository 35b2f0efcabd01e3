import { describe, expect, it } from "vitest";
import { isShowMessage, showMessageFrom, storefrontMessageFrom } from "./preview-guards.ts";

const site = {
  slug: "harbour-city",
  name: "Harbour City Cars",
  theme: {},
  layout: { zones: {} },
  pages: [{ id: "home", template: "home", zones: {} }],
  integrations: { search: { backend: "embedded", index: "cars", replicas: [] } },
};
const show = {
  type: "storefront-preview/show",
  site,
  path: "/about-us",
  sentAt: 1_700_000_000_000,
};
const studio = {} as MessageEventSource;
const preview = {} as MessageEventSource;
const origin = "https://cars.example.com";

describe("what the preview accepts", () => {
  it("renders a show from its parent window on its own origin", () => {
    expect(
      showMessageFrom({ origin, source: studio, data: show }, { origin, source: studio }),
    ).toBe(show);
  });

  it("takes a show at a moment, with something to bring into view", () => {
    const dated = { ...show, at: Date.UTC(2026, 11, 1), reveal: { kind: "promo", id: "promo-1" } };
    expect(isShowMessage(dated)).toBe(true);
  });

  it("ignores a show from another origin, even from its parent", () => {
    const event = { origin: "https://elsewhere.example", source: studio, data: show };
    expect(showMessageFrom(event, { origin, source: studio })).toBeUndefined();
  });

  it("ignores a show from another window on its own origin", () => {
    const sibling = {} as MessageEventSource;
    expect(
      showMessageFrom({ origin, source: sibling, data: show }, { origin, source: studio }),
    ).toBeUndefined();
  });

  it("ignores everything when it has no parent to listen to", () => {
    expect(showMessageFrom({ origin, source: null, data: show }, { origin, source: null })).toBe(
      undefined,
    );
  });

  it.each([
    ["no site", { ...show, site: undefined }],
    ["a site without pages", { ...show, site: { ...site, pages: "home" } }],
    ["a site without search settings", { ...show, site: { ...site, integrations: {} } }],
    ["a path on another host", { ...show, path: "//elsewhere.example/" }],
    ["a full address", { ...show, path: "https://elsewhere.example/" }],
    ["no timestamp", { ...show, sentAt: "now" }],
    ["an endless timestamp", { ...show, sentAt: Number.POSITIVE_INFINITY }],
    ["another message type", { ...show, type: "storefront-preview/ready" }],
    ["text", JSON.stringify(show)],
    ["a date that is not a time", { ...show, at: "next week" }],
    ["something to reveal of no known kind", { ...show, reveal: { kind: "script", id: "x" } }],
    ["a block to reveal without its id", { ...show, reveal: { kind: "block" } }],
  ])("turns away a show with %s", (_case, data) => {
    expect(isShowMessage(data)).toBe(false);
  });
});

describe("what the studio accepts", () => {
  const from = { origin, source: preview };

  it("hears ready, rendered and navigated from its preview frame", () => {
    for (const data of [
      { type: "storefront-preview/ready" },
      { type: "storefront-preview/rendered", sentAt: 1, renderedAt: 20 },
      { type: "storefront-preview/navigated", path: "/search/toyota?body=SUV" },
    ]) {
      expect(storefrontMessageFrom({ origin, source: preview, data }, from)).toBe(data);
    }
  });

  it("ignores the same messages from another origin or window", () => {
    const data = { type: "storefront-preview/navigated", path: "/forged" };
    expect(
      storefrontMessageFrom({ origin: "https://elsewhere.example", source: preview, data }, from),
    ).toBeUndefined();
    expect(
      storefrontMessageFrom({ origin, source: {} as MessageEventSource, data }, from),
    ).toBeUndefined();
  });

  it("ignores malformed messages from its preview frame", () => {
    for (const data of [
      { type: "storefront-preview/rendered", sentAt: 1 },
      { type: "storefront-preview/navigated", path: "https://elsewhere.example/" },
      { type: "storefront-preview/show", site, path: "/", sentAt: 1 },
      { type: "something-else" },
      null,
    ]) {
      expect(storefrontMessageFrom({ origin, source: preview, data }, from)).toBeUndefined();
    }
  });
});
