import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { loadSites } from "./load-sites.ts";

const group = {
  version: 1,
  slug: "harbour-group",
  name: "Harbour Group",
  template: "dealer-group",
  domains: ["harbour.localhost"],
  theme: { manufacturer: "toyota" },
};
const rooftop = {
  version: 1,
  slug: "harbour-north",
  name: "Harbour North",
  parent: "harbour-group",
  domains: ["north.localhost"],
};

describe("serving a rooftop of a group", () => {
  let folder: string;
  beforeEach(async () => {
    folder = await mkdtemp(join(tmpdir(), "sites-"));
  });
  afterEach(() => rm(folder, { recursive: true, force: true }));

  const write = (name: string, value: unknown) =>
    writeFile(join(folder, name), `${JSON.stringify(value, null, 2)}\n`);

  it("serves the rooftop as its group's site with its own fields over it", async () => {
    await write("group.json", group);
    await write("north.json", rooftop);
    const loaded = await loadSites(folder);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.failures));
    const north = loaded.sites.find((site) => site.definition.slug === "harbour-north");
    expect(north?.definition).toMatchObject({
      name: "Harbour North",
      template: "dealer-group",
      domains: ["north.localhost"],
      theme: { manufacturer: "toyota" },
    });
    expect(north?.definition).not.toHaveProperty("parent");
  });

  it("names a group site that is not there, and checks the merged site", async () => {
    await write("north.json", rooftop);
    await write("south.json", { ...rooftop, slug: "south", domains: [], parent: "south-group" });
    await write("south-group.json", {
      ...group,
      slug: "south-group",
      domains: [],
      finance: { provider: "nobody" },
    });
    const loaded = await loadSites(folder);
    expect(loaded.ok).toBe(false);
    const failures = loaded.ok ? [] : loaded.failures;
    const problems = (name: string) =>
      failures
        .find((failure) => failure.file.endsWith(name))
        ?.problems.map((p) => [p.pointer, p.message]);
    expect(problems("north.json")).toEqual([
      ["/parent", 'There is no site "harbour-group" to take this site\'s group settings from'],
    ]);
    expect(problems("south.json")?.[0]?.[0]).toBe("/finance/provider");
  });
});
