import { describe, expect, it } from "vitest";
import { describeSchema, eachNode } from "../forms/schema/schema-walk.ts";
import { settingsGroups } from "./settings-groups.ts";

/** Words from the definition's JSON that a marketer should never have to read. */
const jargon = /\bslug\b|\bcard id\b|\bcaravan rv\b/i;

describe("settings labels", () => {
  it("use a marketer's words: no slug, card id or caravan rv in any field or option", () => {
    const labels = settingsGroups.flatMap((group) =>
      [...eachNode(describeSchema(group.schema, group.hints))].flatMap((node) => [
        `${group.title}: ${node.label}`,
        ...(node.kind === "select"
          ? node.options.map((option) => `${node.label}: ${option.label}`)
          : []),
      ]),
    );
    expect(labels.length).toBeGreaterThan(100);
    expect(labels.filter((label) => jargon.test(label))).toEqual([]);
  });
});
