import { describe, expect, it } from "vitest";
import { branchesMatchingNothing } from "./chunk-patterns-match.ts";

const modules = [
  "/repo/rules/src/formatting/format.ts",
  "/repo/rules/src/formatting/slug.ts",
  "/repo/rules/src/pricing/price.ts",
  "/repo/design-system/src/ui/button/button.tsx",
  "/repo/design-system/src/blocks/site-header/mobile/mobile-menu-drawer.tsx",
];

const unmatched = (test: RegExp) => branchesMatchingNothing([{ name: "ui-core", test }], modules);

describe("chunk patterns that no longer match a file", () => {
  it("passes a pattern each of whose branches takes a module", () => {
    expect(
      unmatched(/rules[\\/]src[\\/](formatting[\\/](format|slug)|pricing[\\/]price)\.ts$/),
    ).toEqual([]);
  });

  it("names a nested branch whose file moved, even when the other branches match", () => {
    expect(
      unmatched(
        /rules[\\/]src[\\/](formatting[\\/](format|slug|vehicle-count)|pricing[\\/]price)\.ts$|ui[\\/]button[\\/]/,
      ),
    ).toEqual(["ui-core: vehicle-count"]);
  });

  it("names a top-level branch that takes nothing", () => {
    expect(unmatched(/ui[\\/]button[\\/]|ui[\\/]badge[\\/]/)).toEqual([
      String.raw`ui-core: ui[\\/]badge[\\/]`,
    ]);
  });

  it("leaves out what a lookahead excludes, and reads escaped bars and classes as text", () => {
    expect(
      unmatched(/blocks[\\/]site-header[\\/](?!mobile[\\/](gone|missing))|button[|\\|]?\.tsx$/),
    ).toEqual([]);
  });

  it("names each of several patterns' branches with the pattern's group", () => {
    expect(
      branchesMatchingNothing(
        [
          { name: "framework", test: /react[\\/]/ },
          { name: "shell", test: /(site-header|site-footer)[\\/]/ },
        ],
        modules,
      ),
    ).toEqual([String.raw`framework: react[\\/]`, "shell: site-footer"]);
  });
});
