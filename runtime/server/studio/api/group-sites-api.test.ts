import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSites } from "../../sites/load-sites.ts";
import { type StudioTestServer, studioTestServer } from "../studio-test-server.ts";

let server: StudioTestServer;
beforeAll(async () => {
  server = await studioTestServer();
});
afterAll(() => server.app.close());

const call = (method: "GET" | "POST" | "PUT", url: string, payload?: object) =>
  server.app.inject({ method, url: `/studio/api${url}`, ...(payload ? { payload } : {}) });
const exported = (slug: string) =>
  JSON.parse(readFileSync(join(server.exportsDir, slug, "site.json"), "utf8"));
const draftOf = async (slug: string) => (await call("GET", `/drafts/${slug}`)).json();
const exportDraft = async (slug: string) => {
  const response = await call("POST", `/drafts/${slug}/export`, { draft: await draftOf(slug) });
  expect(response.statusCode, response.body).toBe(200);
};

describe("a group's site and its rooftops", () => {
  it("starts rooftops holding only their own name and id, and refuses a group that is not there", async () => {
    const group = { template: "dealer-group", name: "Bay Group", slug: "bay-group" };
    expect((await call("POST", "/drafts", group)).statusCode).toBe(201);
    for (const [slug, name] of [
      ["bay-north", "Bay North"],
      ["bay-south", "Bay South"],
    ]) {
      const started = await call("POST", "/drafts", { parent: "bay-group", name, slug });
      expect(started.statusCode, started.body).toBe(201);
      expect(started.json().draft).toEqual({ version: 1, slug, name, parent: "bay-group" });
    }
    const lost = await call("POST", "/drafts", { parent: "nowhere", name: "Lost", slug: "lost" });
    expect(lost.statusCode).toBe(422);
    expect(lost.json().problems[0]).toMatchObject({ pointer: "/parent" });
    const summaries = (await call("GET", "/drafts")).json();
    expect(summaries.find((draft: { slug: string }) => draft.slug === "bay-north")).toMatchObject({
      template: "dealer-group",
      parent: "bay-group",
      unexported: true,
    });
  });

  it("answers the group's site as the studio holds it now", async () => {
    const response = await call("GET", "/group-sites/bay-group");
    expect(response.json()).toMatchObject({ slug: "bay-group", name: "Bay Group" });
    expect(response.json().definition.theme).toEqual((await draftOf("bay-group")).theme);
    expect((await call("GET", "/group-sites/nowhere")).statusCode).toBe(404);
  });

  it("exports each rooftop merged: a group change reaches both, a rooftop's own value stays", async () => {
    const group = await draftOf("bay-group");
    await call("PUT", "/drafts/bay-group", { ...group, theme: { manufacturer: "toyota" } });
    const north = await draftOf("bay-north");
    await call("PUT", "/drafts/bay-north", { ...north, domains: ["north.bay.localhost"] });
    await exportDraft("bay-north");
    await exportDraft("bay-south");
    const [northSite, southSite] = [exported("bay-north"), exported("bay-south")];
    expect(northSite.theme).toEqual({ manufacturer: "toyota" });
    expect(southSite.theme).toEqual({ manufacturer: "toyota" });
    expect(northSite.domains).toEqual(["north.bay.localhost"]);
    expect(southSite.domains).toEqual(group.domains);
    expect(northSite).not.toHaveProperty("parent");
    expect(northSite.pages.length).toBe(group.pages.length);
    const loaded = await loadSites(join(server.exportsDir, "bay-north", "site.json"));
    expect(loaded.ok).toBe(true);
    const summaries = (await call("GET", "/drafts")).json();
    expect(summaries.find((draft: { slug: string }) => draft.slug === "bay-north").unexported).toBe(
      false,
    );
  });

  it("checks the merged site at export, naming the problem's place", async () => {
    const north = await draftOf("bay-north");
    const response = await call("POST", "/drafts/bay-north/export", {
      draft: { ...north, finance: { provider: "nobody" } },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().problems[0]).toMatchObject({ pointer: "/finance/provider" });
  });
});
