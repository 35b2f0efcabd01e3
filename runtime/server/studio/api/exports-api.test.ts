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
const exported = () => join(server.exportsDir, "harbour-motors", "site.json");
const summary = async (slug: string) =>
  (await call("GET", "/drafts")).json().find((draft: { slug: string }) => draft.slug === slug);

describe("POST /studio/api/exports/:slug", () => {
  it("refuses an invalid draft with its problems and writes nothing", async () => {
    const response = await call("POST", "/exports/harbour-motors", {
      ...site,
      name: "",
      domains: ["Not A Host"],
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.ok).toBe(false);
    expect(body.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual([
      "/name",
      "/domains/0",
    ]);
    expect(existsSync(exported())).toBe(false);
  });

  it("refuses a draft whose slug is not the one it is exported as", async () => {
    const response = await call("POST", "/exports/another-site", site);
    expect(response.statusCode).toBe(422);
    expect(response.json().problems).toEqual([
      { pointer: "/slug", message: expect.stringContaining('"another-site"') },
    ]);
    expect(existsSync(join(server.exportsDir, "another-site"))).toBe(false);
  });

  it("writes a valid draft to exports/<slug>/site.json in canonical form", async () => {
    const response = await call("POST", "/exports/harbour-motors", site);
    expect(response.statusCode).toBe(200);
    const text = readFileSync(exported(), "utf8");
    expect(response.json()).toEqual({
      ok: true,
      file: "exports/harbour-motors/site.json",
      bytes: Buffer.byteLength(text),
    });
    expect(text).toBe(exportText(site));
    expect(Object.entries(JSON.parse(text))).toEqual([
      ["$schema", exportSchemaRef],
      ["version", 1],
      ["slug", "harbour-motors"],
      ["name", "Harbour Motors"],
      ["template", "used-car-dealer"],
      ["domains", ["harbour.localhost"]],
    ]);
    const served = await loadSites(exported());
    expect(served.ok).toBe(true);
  });

  it("answers 400 for a slug that is not one, and for a body that is not an object", async () => {
    expect((await call("POST", "/exports/..%2Fescape", site)).statusCode).toBe(400);
    const list = await server.app.inject({
      method: "POST",
      url: "/studio/api/exports/harbour-motors",
      headers: { "content-type": "application/json" },
      payload: "[]",
    });
    expect(list.statusCode).toBe(400);
  });
});

describe("the drafts list", () => {
  it("marks drafts that were never exported, or changed since, as unexported", async () => {
    await call("POST", "/exports/harbour-motors", site);
    expect(await summary("harbour-motors")).toEqual({
      slug: "harbour-motors",
      name: "Harbour Motors",
      template: "used-car-dealer",
      updatedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      unexported: false,
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

  it("shows a draft as exported once it is exported", async () => {
    const changed = { ...site, name: "Harbour Motors Group" };
    await call("PUT", "/drafts/harbour-motors", changed);
    await call("POST", "/exports/harbour-motors", changed);
    expect((await summary("harbour-motors")).unexported).toBe(false);
  });
});
