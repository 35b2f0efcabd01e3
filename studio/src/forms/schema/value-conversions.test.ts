import {
  blockProps,
  promoCard,
  searchSettings,
  siteTheme,
  vehiclePageSettings,
} from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import type { FieldNode, NumberNode } from "./field-node.ts";
import { describeSchema, findNode } from "./schema-walk.ts";
import {
  describeDefault,
  describeRange,
  isChanged,
  newValueFor,
  normaliseHex,
  numberFromText,
  textToValue,
} from "./value-conversions.ts";

const node = (schema: Parameters<typeof describeSchema>[0], ...path: (string | number)[]) => {
  const found = findNode(describeSchema(schema), path);
  if (!found) throw new Error(`no node at ${path.join(".")}`);
  return found;
};

describe("text boxes", () => {
  it("removes the value when the box is emptied, so the default applies", () => {
    expect(textToValue("")).toBeUndefined();
    expect(textToValue(" ")).toBe(" ");
    expect(textToValue("JUST SOLD")).toBe("JUST SOLD");
  });
});

describe("number boxes", () => {
  it("reads numbers, removes the value when emptied, and keeps non-numbers as typed", () => {
    expect(numberFromText("21")).toBe(21);
    expect(numberFromText(" 9.95 ")).toBe(9.95);
    expect(numberFromText("")).toBeUndefined();
    expect(numberFromText("twelve")).toBe("twelve");
  });

  it.each([
    [node(searchSettings, "hitsPerPage"), "1 to 60"],
    [node(searchSettings, "priceSliderMax"), "at least 1"],
    [node(vehiclePageSettings, "reserveAmount"), "more than 0"],
  ])("describes the range of %#", (field, text) => {
    expect(describeRange(field as NumberNode)).toBe(text);
  });
});

describe("colours", () => {
  it("tidies hex colours and leaves other text for the field to reject", () => {
    expect(normaliseHex("1a2b3c")).toBe("#1a2b3c");
    expect(normaliseHex("#ABC")).toBe("#AABBCC");
    expect(normaliseHex(" #0a0a0a ")).toBe("#0a0a0a");
    expect(normaliseHex("red")).toBe("red");
  });
});

describe("defaults", () => {
  it.each<[FieldNode, string | undefined]>([
    [node(searchSettings, "hitsPerPage"), "21"],
    [node(vehiclePageSettings, "spinAutoRotate"), "off"],
    [node(vehiclePageSettings, "checkoutPath"), "/checkout"],
    [
      node(searchSettings, "cardAttributes"),
      "Condition, Body type, Kilometres, Transmission, Stock number",
    ],
    [node(blockProps["why-buy-from-us"], "items"), "3 entries"],
    [node(blockProps["feature-banner"], "link"), "Finance Pre-Approval (/finance)"],
    [node(blockProps["site-footer"], "legal"), "empty"],
    [node(siteTheme, "logo"), undefined],
  ])("describes the default of %#", (field, text) => {
    expect(describeDefault(field)).toBe(text);
  });

  it("marks a value changed only when it differs from the default", () => {
    const hitsPerPage = node(searchSettings, "hitsPerPage");
    expect(isChanged(hitsPerPage, undefined)).toBe(false);
    expect(isChanged(hitsPerPage, 21)).toBe(false);
    expect(isChanged(hitsPerPage, 30)).toBe(true);
    const stickyBar = node(vehiclePageSettings, "stickyCallBar");
    expect(isChanged(stickyBar, {})).toBe(false);
    expect(isChanged(stickyBar, { threshold: 600 })).toBe(true);
    // A required field has no default to return to.
    expect(isChanged(node(promoCard, "title"), "Finance from 6.29%")).toBe(false);
  });
});

describe("new list entries", () => {
  it("fill required fields with neutral values and leave defaults out", () => {
    const items = node(blockProps["why-buy-from-us"], "items");
    expect(items.kind === "list" && newValueFor(items.item)).toEqual({ title: "", text: "" });
    expect(newValueFor(node(blockProps["announcement-bar"], "link"))).toEqual({
      label: "",
      href: "",
    });
    expect(newValueFor(node(blockProps["facet-tiles"], "limit"))).toBe(2);
  });
});
