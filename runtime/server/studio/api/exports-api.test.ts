import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSites } from "../../sites/load-sites.ts";
import { exportSchemaRef, exportText } from "../site-export.ts";
import { type StudioTestServer, studioTestServer } from "../studio-test-server.ts";

let server: StudioTestServer;
beforeAll(async () => {
  server = await studioTestServer();
});
afterAll(() => server.app.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  server.app.inject({ method, url: `/studio/api${url}`, ...(payload ? { payload } : {}) });

const site = {
  slug: "harbour-motors",
  name: "Harbour Motors",
  version: 1,
  template: "used-car-dealer",
  domains: ["harbour.localhost"],
};
const exportedFile = (slug = "harbour-motors") => join(server.exportsDir, slug, "site.json");
const exported = () => JSON.parse(readFileSync(exportedFile(), "utf8"));
const summary = async (slug: string) =>
  (await call("GET", "/drafts")).json().find((draft: { slug: string }) => draft.slug === slug);

describe("POST /studio/api/drafts/:slug/export", () => {
  it("refuses an invalid draft with its problems and writes nothing", async () => {
    const response = await call("POST", "/drafts/harbour-motors/export", {
      draft: { ...site, name: "", domains: ["Not A Host"] },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.ok).toBe(false);
    expect(body.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual([
      "/name",
      "/domains/0",
    ]);
    expect(existsSync(exportedFile())).toBe(false);
  });

  it("writes a valid draft to exports/<id>/site.json in canonical form, as version 1", async () => {
    const response = await call("POST", "/drafts/harbour-motors/export", {
      draft: site,
      note: "First go",
    });
    expect(response.statusCode).toBe(200);
    const text = readFileSync(exportedFile(), "utf8");
    expect(response.json()).toEqual({
      ok: true,
      file: "exports/harbour-motors/site.json",
      bytes: Buffer.byteLength(text),
      slug: "harbour-motors",
      version: 1,
    });
    expect(text).toBe(exportText(site));
    expect(Object.keys(JSON.parse(text))).toEqual([
      "$schema",
      "version",
      "slug",
      "name",
      "template",
      "domains",
    ]);
    expect(JSON.parse(text).$schema).toBe(exportSchemaRef);
    expect((await loadSites(exportedFile())).ok).toBe(true);
  });

  it("answers 400 for a slug that is not one, and for a body that is not an export", async () => {
    expect((await call("POST", "/drafts/..%2Fescape/export", { draft: site })).statusCode).toBe(
      400,
    );
    const bare = await call("POST", "/drafts/harbour-motors/export", site);
    expect(bare.statusCode).toBe(400);
    expect(bare.json().problems[0]).toMatchObject({ pointer: "/draft" });
  });
});

describe("a site's id", () => {
  const bay = { ...site, slug: "bay-cars", name: "Bay Cars" };

  it("may change before the first export, which then exports under the new id", async () => {
    await call("PUT", "/drafts/bay-cars", bay);
    const renamed = { ...bay, slug: "bay-cars-north" };
    const response = await call("POST", "/drafts/bay-cars/export", { draft: renamed });
    expect(response.json()).toMatchObject({ ok: true, slug: "bay-cars-north", version: 1 });
    expect(existsSync(exportedFile("bay-cars-north"))).toBe(true);
    expect((await summary("bay-cars")).exportedAs).toBe("bay-cars-north");
  });

  it("stays once exported, and may not take another site's id, by the studio's own rule", async () => {
    const again = await call("POST", "/drafts/bay-cars/export", {
      draft: { ...bay, slug: "bay-cars-south" },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().problems).toEqual([
      {
        pointer: "/slug",
        message: 'An exported site keeps its id: this one stays "bay-cars-north"',
      },
    ]);
    await call("PUT", "/drafts/city-cars", { ...site, slug: "city-cars" });
    const taken = await call("POST", "/drafts/city-cars/export", {
      draft: { ...site, slug: "harbour-motors" },
    });
    expect(taken.json().problems).toEqual([
      {
        pointer: "/slug",
        message: 'Another site in the studio already has the id "harbour-motors"',
      },
    ]);
    expect(existsSync(exportedFile("bay-cars-south"))).toBe(false);
  });

  it("replaces an export the draft was not exported as only when asked to, naming it", async () => {
    await call("PUT", "/drafts/harbour-motors", site);
    const before = readFileSync(exportedFile(), "utf8");
    // A second studio copy of the site, started before ids were checked.
    await server.app.close();
    server = await reopened();
    const other = { ...site, name: "Harbour Motors Copy" };
    await call("PUT", "/drafts/harbour-motors", other);
    const refused = await call("POST", "/drafts/harbour-motors/export", { draft: other });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      ok: false,
      replaces: { slug: "harbour-motors", name: "Harbour Motors" },
    });
    expect(readFileSync(exportedFile(), "utf8")).toBe(before);
    const confirmed = await call("POST", "/drafts/harbour-motors/export", {
      draft: other,
      replace: true,
    });
    expect(confirmed.json()).toMatchObject({ ok: true, version: 2 });
    expect(exported().name).toBe("Harbour Motors Copy");
  });
});

async function reopened(): Promise<StudioTestServer> {
  const { exportsDir } = server;
  const next = await studioTestServer();
  const { cpSync } = await import("node:fs");
  cpSync(exportsDir, next.exportsDir, { recursive: true });
  return next;
}

const named = (name: string) => ({ ...site, name });

describe("versions and roll-back", () => {
  it("keeps every export as a version with its time and note, newest first", async () => {
    await call("POST", "/drafts/harbour-motors/export", { draft: named("Harbour Motors Spring") });
    const versions = (await call("GET", "/exports/harbour-motors/versions")).json();
    expect(versions).toEqual([
      { number: 3, exportedAt: expect.any(String), note: "", rolledBackFrom: null },
      { number: 2, exportedAt: expect.any(String), note: "", rolledBackFrom: null },
      { number: 1, exportedAt: expect.any(String), note: "First go", rolledBackFrom: null },
    ]);
    const first = (await call("GET", "/exports/harbour-motors/versions/1")).json();
    expect(first.definition.name).toBe("Harbour Motors");
    expect((await call("GET", "/exports/harbour-motors/versions/9")).statusCode).toBe(404);
    expect((await call("GET", "/exports/harbour-motors/versions/first")).statusCode).toBe(400);
  });

  it("rolls back as a new version, and the served site.json becomes that version", async () => {
    const response = await call("POST", "/exports/harbour-motors/rollback", { version: 1 });
    expect(response.json()).toMatchObject({ ok: true, version: 4 });
    expect(exported().name).toBe("Harbour Motors");
    const [latest, ...earlier] = (await call("GET", "/exports/harbour-motors/versions")).json();
    expect(latest).toMatchObject({
      number: 4,
      note: "Rolled back to version 1",
      rolledBackFrom: 1,
    });
    expect(earlier.map((version: { number: number }) => version.number)).toEqual([3, 2, 1]);
    const third = (await call("GET", "/exports/harbour-motors/versions/3")).json();
    expect(third.definition.name).toBe("Harbour Motors Spring");
    const loaded = await loadSites(exportedFile());
    expect(loaded.ok && loaded.sites[0]?.definition.name).toBe("Harbour Motors");
  });

  it("refuses a roll-back to a version the site does not have, or a bad request", async () => {
    expect(
      (await call("POST", "/exports/harbour-motors/rollback", { version: 40 })).statusCode,
    ).toBe(404);
    const bad = await call("POST", "/exports/harbour-motors/rollback", { version: "one" });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().problems[0]).toMatchObject({ pointer: "/version" });
  });
});

describe("the drafts list", () => {
  it("marks drafts that were never exported, or changed since, as unexported", async () => {
    await call("POST", "/drafts/harbour-motors/export", { draft: site });
    expect(await summary("harbour-motors")).toEqual({
      slug: "harbour-motors",
      name: "Harbour Motors",
      template: "used-car-dealer",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      unexported: false,
      exportedAs: "harbour-motors",
      parent: null,
    });
    await call("PUT", "/drafts/harbour-motors", { ...site, name: "Harbour Motors Group" });
    expect((await summary("harbour-motors")).unexported).toBe(true);
    await call("PUT", "/drafts/never-exported", { ...site, slug: "never-exported" });
    expect((await summary("never-exported")).unexported).toBe(true);
  });

  it("shows an export as exported, whatever the order the draft's fields were saved in", async () => {
    const { domains, template, ...rest } = site;
    await call("PUT", "/drafts/harbour-motors", { domains, ...rest, template });
    expect((await summary("harbour-motors")).unexported).toBe(false);
  });
});

describe("a draft's undo history", () => {
  it("is kept beside the draft and loaded back", async () => {
    const history = { past: [site, named("Harbour")], future: [named("Harbour Motors Group")] };
    expect((await call("PUT", "/drafts/harbour-motors/history", history)).statusCode).toBe(200);
    expect((await call("GET", "/drafts/harbour-motors/history")).json()).toEqual(history);
    expect((await call("GET", "/drafts/bay-cars/history")).json()).toEqual({
      past: [],
      future: [],
    });
    const bad = await call("PUT", "/drafts/harbour-motors/history", { past: "all" });
    expect(bad.statusCode).toBe(400);
  });
});
