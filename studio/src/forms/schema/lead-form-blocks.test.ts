import { blockProps } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { describeSchema, eachNode } from "./schema-walk.ts";

describe("the lead forms' settings in the studio", () => {
  it.each(["test-drive-form", "request-photos-form", "trade-in-form", "generic-form"] as const)(
    "%s has a titled field for each setting",
    (type) => {
      const form = describeSchema(blockProps[type]);
      const keys = Object.keys(blockProps[type].shape);
      expect(form.fields.map((node) => node.key)).toEqual(keys);
      for (const node of form.fields) expect(node.label).not.toBe(node.key);
    },
  );

  it("lets a marketer list a generic form's fields, each with its kind and choices", () => {
    const form = describeSchema(blockProps["generic-form"]);
    const labels = [...eachNode(form)].map((node) => node.label);
    expect(labels).toEqual(
      expect.arrayContaining(["Fields", "Field name", "Label", "Kind", "Required", "Choices"]),
    );
  });
});
