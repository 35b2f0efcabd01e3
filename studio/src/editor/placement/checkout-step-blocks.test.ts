import { type BlockInstanceInput, blockProps, validateSiteDefinition } from "@storefront/schemas";
import { describe, expect, it } from "vitest";
import { describeSchema } from "../../forms/schema/schema-walk.ts";
import { insertBlock } from "../actions/insert-block.ts";
import { moveBlock } from "../actions/move-block.ts";
import { updateBlockProps } from "../actions/update-block-props.ts";
import type { Draft } from "../editor-state.ts";
import { sampleDraft, zoneTypes } from "../testing/sample-draft.ts";
import { paletteBlocks } from "./palette-blocks.ts";

const step = (type: BlockInstanceInput["type"]) =>
  ({ type, id: type, props: {} }) as BlockInstanceInput;

/** The sample site with a checkout page that offers neither a trade-in nor finance. */
function withCheckoutPage(): Draft {
  const draft = sampleDraft();
  return {
    ...draft,
    pages: [
      ...(draft.pages ?? []),
      {
        id: "checkout",
        template: "checkout",
        title: "Reserve Online",
        zones: {
          main: [
            step("checkout-car"),
            step("checkout-details"),
            step("checkout-deposit"),
            step("checkout-confirmation"),
          ],
        },
      },
    ],
  };
}

const main = { page: "checkout", zone: "main" };

describe("the checkout's step blocks in the studio", () => {
  it("offers the optional steps on the checkout page and says why the car cannot be added twice", () => {
    const palette = paletteBlocks(withCheckoutPage(), "checkout");
    const entry = (type: string) => palette.find((block) => block.type === type);
    expect(entry("checkout-trade-in")?.targets).toEqual([main]);
    expect(entry("checkout-finance")?.targets).toEqual([main]);
    expect(entry("checkout-car")?.unavailable).toMatch(/at most 1 checkout-car block/);
    expect(paletteBlocks(withCheckoutPage(), "home").map((block) => block.type)).not.toContain(
      "checkout-finance",
    );
  });

  it("gives each step's settings a titled field: its heading, introduction and options", () => {
    const finance = describeSchema(blockProps["checkout-finance"]);
    expect(finance.fields.map((node) => [node.key, node.label, node.kind])).toEqual([
      ["heading", "Step heading", "text"],
      ["intro", "Introduction", "text"],
      ["offerPreApproval", "Offer the shopper's pre-approval", "switch"],
    ]);
    for (const type of [
      "checkout-car",
      "checkout-details",
      "checkout-trade-in",
      "checkout-deposit",
      "checkout-confirmation",
    ] as const) {
      const form = describeSchema(blockProps[type]);
      expect(form.fields.length).toBeGreaterThan(0);
      for (const node of form.fields) expect(node.label).not.toBe(node.key);
    }
  });

  it("lets a marketer add, configure and reorder the steps, and exports a valid site", () => {
    let draft = withCheckoutPage();
    draft = insertBlock(draft, {
      type: "block/insert",
      at: { ...main, index: 2 },
      block: step("checkout-trade-in"),
    });
    draft = insertBlock(draft, {
      type: "block/insert",
      at: { ...main, index: 3 },
      block: step("checkout-finance"),
    });
    draft = updateBlockProps(draft, {
      type: "block/update-props",
      block: { ...main, blockId: "checkout-finance" },
      props: { heading: "Paying for it", offerPreApproval: false },
    });
    // Finance before the trade-in.
    draft = moveBlock(draft, {
      type: "block/move",
      from: { ...main, blockId: "checkout-finance" },
      to: { ...main, index: 2 },
    });
    expect(zoneTypes(draft, "checkout", "main")).toEqual([
      "checkout-car",
      "checkout-details",
      "checkout-finance",
      "checkout-trade-in",
      "checkout-deposit",
      "checkout-confirmation",
    ]);
    const checked = validateSiteDefinition(JSON.parse(JSON.stringify(draft)));
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const page = checked.definition.pages.find((candidate) => candidate.id === "checkout");
    const finance = page?.zones.main?.find((block) => block.type === "checkout-finance");
    expect(finance?.props).toMatchObject({
      heading: "Paying for it",
      offerPreApproval: false,
      intro: expect.stringContaining("Financing this car?"),
    });
  });

  it("refuses a checkout page without the steps every checkout needs", () => {
    const draft = withCheckoutPage();
    const broken = {
      ...draft,
      pages: draft.pages?.map((page) =>
        page.id === "checkout"
          ? { ...page, zones: { main: [step("checkout-car"), step("checkout-details")] } }
          : page,
      ),
    };
    const checked = validateSiteDefinition(broken);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.problems.map((problem) => problem.message)).toEqual(
      expect.arrayContaining([
        "The reserve or buy online page needs a checkout-deposit block in its main zone",
        "The reserve or buy online page needs a checkout-confirmation block in its main zone",
      ]),
    );
  });
});
