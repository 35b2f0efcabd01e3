import { describe, expect, it } from "vitest";
import { offerDescription, offerDisclaimer } from "./offer-text.ts";

describe("offerDescription", () => {
  it("shows a description of 200 characters whole", () => {
    const text = "a".repeat(200);
    expect(offerDescription(text)).toEqual({ full: text, short: text, shortened: false });
  });

  it("cuts a description over 200 characters at 160", () => {
    const text = "b".repeat(201);
    const shown = offerDescription(text);
    expect(shown.shortened).toBe(true);
    expect(shown.short).toBe(`${"b".repeat(160)}…`);
    expect(shown.full).toBe(text);
  });
});

describe("offerDisclaimer", () => {
  it("cuts a disclaimer over 200 characters at 200", () => {
    expect(offerDisclaimer("c".repeat(201)).short).toBe(`${"c".repeat(200)}…`);
    expect(offerDisclaimer("c".repeat(180)).shortened).toBe(false);
  });

  it("does not end a cut on a space before the ellipsis", () => {
    expect(offerDisclaimer(`${"d".repeat(199)} tail`).short).toBe(`${"d".repeat(199)}…`);
  });
});
