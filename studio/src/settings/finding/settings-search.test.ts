import { describe, expect, it } from "vitest";
import { describeSchema, eachNode } from "../../forms/schema/schema-walk.ts";
import { settingsGroups } from "../settings-groups.ts";
import { matchGroup } from "./settings-search.ts";

const described = settingsGroups.map((group) => ({
  ...group,
  root: describeSchema(group.schema, group.hints),
  dedicated: group.editor !== "fields",
}));

const search = (query: string) =>
  described
    .map((group) => ({ group, match: matchGroup(group, query) }))
    .filter(({ match }) => match.visible);

const shownFields = (id: string, query: string) => {
  const group = described.find((entry) => entry.id === id)!;
  const { filter } = matchGroup(group, query);
  return [...eachNode(group.root)]
    .filter((node) => node !== group.root && (filter?.(node) ?? true))
    .map((node) => node.schemaPath);
};

describe("searching the settings", () => {
  it("shows every group for an empty search", () => {
    expect(search("  ")).toHaveLength(settingsGroups.length);
  });

  it("finds groups by a field's name or description", () => {
    expect(search("sold").map(({ group }) => group.title)).toEqual(["Search", "Result card tags"]);
  });

  it("shows only the matching fields of a generated group", () => {
    expect(shownFields("tags", "sold")).toEqual(["soldText"]);
    expect(shownFields("analytics", "phone click")).toEqual(["events", "events.phoneClick"]);
  });

  it("shows a whole group when its title matches", () => {
    expect(shownFields("warranty", "warranty")).toHaveLength(3);
  });

  it("combines the group's title with its fields' words", () => {
    expect(search("finance disclaimer").map(({ group }) => group.id)).toEqual(["finance"]);
  });

  it("finds options by their names", () => {
    expect(search("algolia").map(({ group }) => group.id)).toEqual(["integrations"]);
    expect(search("body type").map(({ group }) => group.id)).toContain("search");
  });

  it("finds nothing for words no setting has", () => {
    expect(search("spaceship")).toEqual([]);
  });
});
