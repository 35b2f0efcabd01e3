import { describe, expect, it } from "vitest";
import { z } from "zod";
import { blockProps, fieldHintsOf } from "../src/index.ts";

describe("field hints", () => {
  it("are read from each prop's metadata, keyed by prop path", () => {
    expect(fieldHintsOf(blockProps["announcement-bar"])).toEqual({
      message: { widget: "text", placeholder: "Drive away today with our latest offers." },
      "link.href": { widget: "link" },
      dismissible: { widget: "switch", help: "Once dismissed it stays hidden for the visit." },
      tone: { widget: "select" },
    });
    expect(fieldHintsOf(blockProps["page-heading"])).toEqual({});
  });

  it("step into lists, leaving the indexes out", () => {
    const schema = z.strictObject({
      items: z
        .array(z.strictObject({ text: z.string().meta({ widget: "textarea" }) }))
        .meta({ widget: "list", help: "Up to six." }),
    });
    expect(fieldHintsOf(schema)).toEqual({
      items: { widget: "list", help: "Up to six." },
      "items.text": { widget: "textarea" },
    });
  });

  it("are for the studio only: the JSON Schema has none", async () => {
    const { siteDefinitionJsonSchema } = await import("../src/artifacts/json-schemas.ts");
    const json = siteDefinitionJsonSchema();
    expect(json).not.toMatch(/"(widget|help)":/);
    // The footer's legal text has a placeholder hint (a prop called "placeholder" is no hint).
    expect(json).not.toContain("Motor Dealer Licence MD012345");
  });
});
