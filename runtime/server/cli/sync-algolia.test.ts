import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { emptyRefinements } from "@storefront/rules/search/search-refinements";
import { siteDefinition } from "@storefront/schemas";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";
import { searchRequests } from "../../src/search-state/algolia-requests.ts";
import { algoliaReceiver } from "../algolia/algolia-receiver.ts";
import {
  algoliaTestAdminKey as adminKey,
  algoliaTestSite,
  algoliaTestAppId as appId,
} from "../algolia/algolia-test-site.ts";

const root = new URL("../../../", import.meta.url).pathname;
// Node with tsx's loader: the command as npm runs it, without the tsx launcher's own process.
const tsx = ["--import", "tsx"];
const dir = mkdtempSync(join(tmpdir(), "sync-algolia-"));
const write = (name: string, value: unknown) => {
  const file = join(dir, name);
  writeFileSync(file, typeof value === "string" ? value : JSON.stringify(value, null, 1));
  return file;
};

const site = write("site.json", algoliaTestSite);
const definition = siteDefinition.parse(algoliaTestSite);
// More than one batch of 1,000 records, and one record the feed gets wrong.
const cars = generateInventory({ count: 1_200, seed: "sync-algolia", now: new Date("2026-11-21") });
const feed = write("feed.json", [...cars, { ...cars[0], id: 9_999_999, status: "gone" }]);

type Run = { status: number | null; stdout: string; stderr: string };

/** `npm run sync:algolia -- ...args` against the receiver; resolves when the command ends. */
function syncAlgolia(apiUrl: string, ...args: string[]): Promise<Run> {
  return runWith({ ALGOLIA_ADMIN_API_KEY: adminKey, ALGOLIA_API_URL: apiUrl }, args);
}

function runWith(env: Record<string, string>, args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...tsx, "runtime/server/cli/sync-algolia.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...env },
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => {
      stdout += chunk;
    });
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    child.on("error", reject);
    child.on("close", (status) => resolve({ status, stdout, stderr }));
  });
}

// Each run starts Node with the TypeScript loader: seconds on a cold cache, far more on a busy
// machine. The limit only ends a hang.
describe("npm run sync:algolia", { timeout: 120_000 }, () => {
  let algolia: Awaited<ReturnType<typeof algoliaReceiver>>;
  beforeAll(async () => {
    algolia = await algoliaReceiver(appId, adminKey);
  });
  afterAll(() => algolia.close());
  const data = join(dir, "data");
  const { replicas } = definition.integrations.search;

  it("reindexes the site's stock in full: settings, batches into a temporary index, one move", async () => {
    const run = await syncAlgolia(algolia.url, "--site", site, "--inventory", feed, "--data", data);
    expect(run.stderr).toContain("feed.json: 1 record rejected (1 problem); 1200 valid vehicles");
    // Not silent while it waits on Algolia: it says what it sends before each step.
    expect(run.stderr).toContain("Sending 1,200 records to cars through a temporary index…");
    expect(run.stdout).toContain(
      `✔ ${appId}/cars: reindexed 1200 records through a temporary index`,
    );
    expect(run.status).toBe(0);
    expect(algolia.refused).toEqual([]);

    const steps = algolia.calls
      .filter((call) => call.method !== "GET")
      .map((call) => ({
        step: `${call.method} ${call.path.replace(/_tmp_\d+/, "_tmp")}`,
        ...(call.path.endsWith("/batch")
          ? { records: (call.body as { requests: unknown[] }).requests.length }
          : {}),
        ...(call.path.endsWith("/operation") ? { body: call.body } : {}),
      }));
    const tmp = expect.stringMatching(/^cars_tmp_\d+$/);
    const copy = {
      operation: "copy",
      destination: tmp,
      scope: expect.arrayContaining(["settings"]),
    };
    expect(steps).toEqual([
      ...["cars", ...replicas.map((replica) => replica.name)].map((name) => ({
        step: `PUT /1/indexes/${name}/settings`,
      })),
      { step: "POST /1/indexes/cars/operation", body: copy },
      { step: "POST /1/indexes/cars_tmp/batch", records: 1_000 },
      { step: "POST /1/indexes/cars_tmp/batch", records: 200 },
      { step: "POST /1/indexes/cars/operation", body: copy },
      {
        step: "POST /1/indexes/cars_tmp/operation",
        body: { operation: "move", destination: "cars" },
      },
    ]);

    const primary = algolia.indices.get("cars");
    // Every facet the storefront asks for, and one replica per sort option, kept after the move.
    const facets = searchRequests(
      definition,
      { ...emptyRefinements(), lists: { make: ["Ford"] } },
      new Date("2026-11-21"),
    ).flatMap((request) => request.facets ?? []);
    expect(facets.length).toBeGreaterThan(5);
    expect(primary?.settings).toMatchObject({
      searchableAttributes: expect.arrayContaining(["make", "model", "badge", "stocknum"]),
      attributesForFaceting: expect.arrayContaining([...new Set(facets)]),
      customRanking: ["desc(custom_rank)"],
      replicas: replicas.map((replica) => replica.name),
    });
    for (const replica of replicas)
      expect(algolia.indices.get(replica.name)?.settings.customRanking).toEqual([
        `${replica.order}(${replica.attribute})`,
        "desc(custom_rank)",
      ]);
    expect(primary?.records.size).toBe(1_200);
    expect(primary?.records.get(String(cars[5]?.id))).toMatchObject({
      objectID: String(cars[5]?.id),
      slug: cars[5]?.slug,
      price: cars[5]?.price,
    });
    expect(primary?.records.has("9999999")).toBe(false);
    expect([...algolia.indices.keys()].filter((name) => name.includes("_tmp"))).toEqual([]);
  });

  it("then sends only the records that changed and deletes the cars gone", async () => {
    algolia.calls.length = 0;
    const [first, second, ...rest] = cars;
    const changed = write("changed.json", [{ ...first, price: 12_345 }, second, ...rest.slice(1)]);
    const run = await syncAlgolia(
      algolia.url,
      "--site",
      site,
      "--inventory",
      changed,
      "--data",
      data,
    );
    expect(run.stdout).toContain(`✔ ${appId}/cars: 1 records saved, 1 deleted (only changes)`);
    expect(run.stderr).toContain("Sending 1 record that changed and deleting 1 record from cars…");
    expect(run.status).toBe(0);
    const sent = algolia.calls.filter((call) => call.method !== "GET");
    expect(sent.map((call) => call.path)).toEqual([
      "/1/indexes/cars/batch",
      "/1/indexes/cars/batch",
    ]);
    expect(
      sent.flatMap((call) =>
        (call.body as { requests: { action: string; body: { objectID: string } }[] }).requests.map(
          (entry) => `${entry.action} ${entry.body.objectID}`,
        ),
      ),
    ).toEqual([`addObject ${first?.id}`, `deleteObject ${rest[0]?.id}`]);
    const primary = algolia.indices.get("cars");
    expect(primary?.records.get(String(first?.id))).toMatchObject({ price: 12_345 });
    expect(primary?.records.has(String(rest[0]?.id))).toBe(false);
    expect(primary?.records.size).toBe(1_199);
  });

  it("reports a feed it cannot read, exits 1 and sends nothing", async () => {
    algolia.calls.length = 0;
    const broken = write("broken.json", '[{"id": 1, "make": "Toyota",\n');
    const run = await syncAlgolia(
      algolia.url,
      "--site",
      site,
      "--inventory",
      broken,
      "--data",
      data,
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toMatch(/broken\.json: .*\(2:\d+\)/);
    expect(run.stderr).not.toMatch(/\n\s+at /);
    expect(algolia.calls).toEqual([]);
  });

  it("names a missing argument, and a key Algolia refuses, and sends no records", async () => {
    algolia.calls.length = 0;
    const [withoutFeed, refused] = await Promise.all([
      syncAlgolia(algolia.url, "--site", site),
      runWith({ ALGOLIA_ADMIN_API_KEY: "a-search-only-key", ALGOLIA_API_URL: algolia.url }, [
        "--site",
        site,
        "--inventory",
        feed,
        "--data",
        join(dir, "refused"),
      ]),
    ]);
    expect(withoutFeed.status).toBe(2);
    expect(withoutFeed.stderr).toContain("--inventory <inventory.json> is missing");
    expect(withoutFeed.stderr).not.toContain("--site <definition.json> is missing");

    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      `Algolia refused ALGOLIA_ADMIN_API_KEY for application ${appId} (403: Invalid Application-ID or API key)`,
    );
    expect(refused.stderr).not.toMatch(/\n\s+at /);
    expect(algolia.calls).toEqual([]);
    expect(algolia.indices.get("cars")?.records.size).toBe(1_199);
  });
});
