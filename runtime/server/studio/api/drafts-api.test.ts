import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type StudioTestServer, studioTestServer } from "../studio-test-server.ts";

let server: StudioTestServer;
beforeAll(async () => {
  server = await studioTestServer();
  writeFileSync(join(server.templatesDir, "notes.json"), "not json");
  mkdirSync(join(server.exportsDir, "acme-motors"));
  writeFileSync(
    join(server.exportsDir, "acme-motors", "site.json"),
    JSON.stringify({ version: 1, slug: "acme-motors", name: "Acme", template: "used-car-dealer" }),
  );
});
afterAll(() => server.app.close());

const inject = (method: "GET" | "POST" | "PUT", url: string, payload?: unknown) =>
  server.app.inject({
    method,
    url: `/studio/api${url}`,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const template = (name: string) =>
  JSON.parse(readFileSync(join(server.templatesDir, `${name}.json`), "utf8"));

describe("GET /studio/api/sources", () => {
  it("lists templates and exports with slug, name and template, skipping unreadable files", async () => {
    const templateSource = (name: string) => {
      const { slug, name: siteName, template: siteTemplate } = template(name);
      return {
        kind: "template",
        file: `templates/${name}.json`,
        slug,
        name: siteName,
        template: siteTemplate,
      };
    };
    const response = await inject("GET", "/sources");
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      templateSource("caravan-rv"),
      templateSource("dealer-group"),
      templateSource("used-car-dealer"),
      {
        kind: "export",
        file: "exports/acme-motors/site.json",
        slug: "acme-motors",
        name: "Acme",
        template: "used-car-dealer",
      },
    ]);
  });
});

describe("POST /studio/api/drafts", () => {
  it("starts a draft from a template as authored, without its $schema, and stores it", async () => {
    const response = await inject("POST", "/drafts", { template: "dealer-group" });
    expect(response.statusCode).toBe(201);
    const { $schema: _, ...expected } = template("dealer-group");
    expect(response.json()).toEqual({ ok: true, slug: expected.slug, draft: expected });
    const stored = await inject("GET", `/drafts/${expected.slug}`);
    expect(stored.json()).toEqual(expected);
  });

  it("gives a second draft of the same site a numbered slug", async () => {
    const second = await inject("POST", "/drafts", { template: "southern-cross-motor-group" });
    expect(second.json().slug).toBe("southern-cross-motor-group-2");
    expect(second.json().draft.slug).toBe("southern-cross-motor-group-2");
    const third = await inject("POST", "/drafts", { template: "dealer-group" });
    expect(third.json().slug).toBe("southern-cross-motor-group-3");
  });

  it("gives simultaneous drafts of one site different slugs", async () => {
    const started = await Promise.all(
      [1, 2, 3].map(() => inject("POST", "/drafts", { template: "used-car-dealer" })),
    );
    const slugs = started.map((response) => response.json().slug);
    expect(new Set(slugs).size).toBe(3);
  });

  it("starts a site from a template with its own name and id, refusing an id another site has", async () => {
    const response = await inject("POST", "/drafts", {
      template: "dealer-group",
      name: "Bay Motor Group",
      slug: "bay-motor-group",
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().draft).toMatchObject({
      slug: "bay-motor-group",
      name: "Bay Motor Group",
    });
    for (const [slug, message] of [
      ["bay-motor-group", 'Another site in the studio already has the id "bay-motor-group"'],
      ["acme-motors", 'A site is already exported as "acme-motors"; choose another id'],
    ]) {
      const taken = await inject("POST", "/drafts", { template: "dealer-group", name: "X", slug });
      expect(taken.statusCode).toBe(409);
      expect(taken.json()).toEqual({ message, problems: [{ pointer: "/slug", message }] });
    }
    const badId = await inject("POST", "/drafts", { template: "dealer-group", slug: "Bay Motors" });
    expect(badId.statusCode).toBe(400);
  });

  it("starts a draft from an export", async () => {
    const response = await inject("POST", "/drafts", { export: "acme-motors" });
    expect(response.statusCode).toBe(201);
    expect(response.json().draft).toEqual({
      version: 1,
      slug: "acme-motors",
      name: "Acme",
      template: "used-car-dealer",
    });
  });

  it("imports a document written for an older version, upgraded", async () => {
    const response = await inject("POST", "/drafts", {
      import: {
        slug: "old-motors",
        name: "Old Motors",
        template: "used-car-dealer",
        domain: "old.example.com",
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().draft).toMatchObject({ version: 1, domains: ["old.example.com"] });
    expect(response.json().draft).not.toHaveProperty("domain");
  });

  it("refuses an invalid import with every problem by JSON pointer, and writes nothing", async () => {
    const before = server.draftFiles();
    const response = await inject("POST", "/drafts", {
      import: {
        version: 1,
        slug: "Bad Slug",
        name: "Broken",
        template: "dealer-group",
        search: { hitsPerPage: "twenty" },
      },
    });
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.ok).toBe(false);
    expect(body.message).toBeTypeOf("string");
    expect(body.problems.map((problem: { pointer: string }) => problem.pointer)).toEqual(
      expect.arrayContaining(["/slug", "/search/hitsPerPage"]),
    );
    expect(server.draftFiles()).toEqual(before);
  });

  it("answers 404 for a template or export that does not exist, 400 for a bad request", async () => {
    const missing = await inject("POST", "/drafts", { template: "no-such-template" });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toContain("no-such-template");
    expect((await inject("POST", "/drafts", { export: "nobody" })).statusCode).toBe(404);
    for (const body of [{}, { template: "../../etc" }, { colour: "red" }]) {
      const response = await inject("POST", "/drafts", body);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTypeOf("string");
      expect(response.body).not.toMatch(/\n\s+at /);
    }
  });
});

describe("GET and PUT /studio/api/drafts/:slug", () => {
  it("saves a draft, even an invalid one, and loads it back", async () => {
    const draft = { version: 1, slug: "work-in-progress", name: "", template: "dealer-group" };
    const saved = await inject("PUT", "/drafts/work-in-progress", draft);
    expect(saved.statusCode).toBe(200);
    expect(Date.parse(saved.json().savedAt)).not.toBeNaN();
    expect((await inject("GET", "/drafts/work-in-progress")).json()).toEqual(draft);
  });

  it("answers 404 for a draft that does not exist", async () => {
    const response = await inject("GET", "/drafts/never-made");
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'There is no draft "never-made"' });
  });

  it("refuses slugs that could leave the drafts folder", async () => {
    const before = server.draftFiles();
    for (const slug of ["..%2F..%2Fpasswd", "Capitals", "dot.json"]) {
      const load = await inject("GET", `/drafts/${slug}`);
      expect(load.statusCode).toBe(400);
      const save = await inject("PUT", `/drafts/${slug}`, { slug: "x" });
      expect(save.statusCode).toBe(400);
      expect(save.json().problems[0].pointer).toBe("/slug");
    }
    const dotted = await inject("PUT", "/drafts/%2e%2e", { slug: "x" });
    expect(dotted.statusCode).toBe(404);
    expect(server.draftFiles()).toEqual(before);
  });

  it("takes only a JSON object within the size limit", async () => {
    for (const payload of [[1, 2], "text", 42, null]) {
      const response = await server.app.inject({
        method: "PUT",
        url: "/studio/api/drafts/shape-test",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBeTypeOf("string");
    }
    const notJson = await server.app.inject({
      method: "PUT",
      url: "/studio/api/drafts/shape-test",
      headers: { "content-type": "application/json" },
      payload: '{"slug": ',
    });
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json()).toEqual({ message: "The request body is not valid JSON" });
    const huge = await inject("PUT", "/drafts/shape-test", { text: "x".repeat(1024 * 1024) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toContain("1 MB");
    expect(server.draftFiles()).not.toContain("shape-test.json");
  });

  it("writes each save whole: concurrent saves never leave a half-written or stray file", async () => {
    const file = join(server.draftsDir, "busy-site.json");
    const versions = Array.from({ length: 12 }, (_, index) => ({
      slug: "busy-site",
      name: `Version ${index}`,
      padding: String(index).repeat(20_000 + index * 5_000),
    }));
    const reads: unknown[] = [];
    let saving = true;
    const reader = (async () => {
      while (saving) {
        try {
          reads.push(JSON.parse(readFileSync(file, "utf8")));
        } catch (error) {
          if ((error as NodeJS.ErrnoException).code !== "ENOENT") reads.push(error);
        }
        await new Promise((resolve) => setImmediate(resolve));
      }
    })();
    await Promise.all(versions.map((version) => inject("PUT", "/drafts/busy-site", version)));
    saving = false;
    await reader;
    expect(reads.length).toBeGreaterThan(0);
    for (const read of reads) expect(versions).toContainEqual(read);
    expect(versions).toContainEqual(JSON.parse(readFileSync(file, "utf8")));
    expect(server.draftFiles().filter((name) => name.startsWith("busy-site"))).toEqual([
      "busy-site.json",
    ]);
  });
});
