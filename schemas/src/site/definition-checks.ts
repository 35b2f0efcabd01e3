import type { z } from "zod";
import { blockPlacements, isBlockType } from "../blocks/catalog.ts";
import type { SiteDefinition } from "./definition.ts";
import { type PageTemplate, pageTemplateCatalog } from "./page-templates.ts";

type Path = (string | number)[];
type Fail = (path: Path, message: string) => void;
type Loose = Record<string, unknown>;

const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
const record = (value: unknown): Loose =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Loose) : {};
const field = (value: unknown, key: string): unknown => record(value)[key];

/**
 * Rules that span several fields: unique ids, references, block placement, promo positions.
 * They run even when other fields are wrong, so one pass reports every fault; hence the
 * defensive reads.
 */
export function checkDefinition(site: SiteDefinition, ctx: z.RefinementCtx<SiteDefinition>): void {
  const fail: Fail = (path, message) =>
    ctx.addIssue({ code: "custom", path, message, continue: true });
  const pages = list(site.pages);
  checkUnique(list(site.domains), (i) => ["domains", i], "domain", fail);
  checkUnique(
    list(site.dealerships).map((d) => field(d, "id")),
    (i) => ["dealerships", i, "id"],
    "dealership id",
    fail,
  );
  checkUnique(
    list(site.locations).map((l) => field(l, "slug")),
    (i) => ["locations", i, "slug"],
    "location slug",
    fail,
  );
  checkUnique(
    list(site.locations).map((l) => field(l, "id")),
    (i) => ["locations", i, "id"],
    "location id",
    fail,
  );
  checkUnique(
    list(site.offers).map((o) => field(o, "id")),
    (i) => ["offers", i, "id"],
    "offer id",
    fail,
  );
  checkUnique(
    list(site.promos).map((p) => field(p, "id")),
    (i) => ["promos", i, "id"],
    "promo id",
    fail,
  );
  checkUnique(
    pages.map((p) => field(p, "id")),
    (i) => ["pages", i, "id"],
    "page id",
    fail,
  );
  checkUnique(
    pages.map((p) => (field(p, "template") === "content" ? undefined : field(p, "template"))),
    (i) => ["pages", i, "template"],
    "page for the template",
    fail,
  );
  checkUnique(
    pages.map((p) => (field(p, "template") === "content" ? field(p, "path") : undefined)),
    (i) => ["pages", i, "path"],
    "page path",
    fail,
  );

  const dealershipIds = new Set(list(site.dealerships).map((d) => field(d, "id")));
  list(site.locations).forEach((location, i) => {
    const id = field(location, "dealership_id");
    if (typeof id === "string" && !dealershipIds.has(id)) {
      fail(["locations", i, "dealership_id"], `No dealership has the id "${id}"`);
    }
  });

  pages.forEach((page, i) => {
    const path = field(page, "path");
    const owner = typeof path === "string" ? routedPath(path) : undefined;
    if (field(page, "template") === "content" && owner)
      fail(["pages", i, "path"], `${path} is served by the ${owner} template`);
  });

  checkBlockIds(site, fail);
  checkPlacement("layout", field(site.layout, "zones"), ["layout"], fail);
  pages.forEach((page, i) => {
    const template = field(page, "template");
    if (typeof template === "string" && template in pageTemplateCatalog) {
      checkPlacement(template as PageTemplate, field(page, "zones"), ["pages", i], fail);
    }
  });
  checkPromoPositions(site, fail);
}

function checkUnique(values: unknown[], pathOf: (index: number) => Path, what: string, fail: Fail) {
  const seen = new Set<unknown>();
  values.forEach((value, index) => {
    if (value === undefined) return;
    if (seen.has(value)) fail(pathOf(index), `Duplicate ${what} ${JSON.stringify(value)}`);
    seen.add(value);
  });
}

function eachBlock(zones: unknown, visit: (block: unknown, zone: string, index: number) => void) {
  for (const [zone, blocks] of Object.entries(record(zones))) {
    for (const [index, block] of list(blocks).entries()) visit(block, zone, index);
  }
}

function checkBlockIds(site: SiteDefinition, fail: Fail) {
  const seen = new Map<string, string>();
  const visit = (zones: unknown, base: Path) =>
    eachBlock(zones, (block, zone, index) => {
      const id = field(block, "id");
      if (typeof id !== "string") return;
      const path = [...base, "zones", zone, index, "id"];
      const first = seen.get(id);
      if (first) fail(path, `Duplicate block id "${id}" (first used at ${first})`);
      else seen.set(id, `/${path.join("/")}`);
    });
  visit(field(site.layout, "zones"), ["layout"]);
  for (const [i, page] of list(site.pages).entries()) visit(field(page, "zones"), ["pages", i]);
}

function checkPlacement(template: PageTemplate, zones: unknown, base: Path, fail: Fail) {
  const label = pageTemplateCatalog[template].label.toLowerCase();
  const counts = new Map<string, number>();
  eachBlock(zones, (block, zone, index) => {
    const type = field(block, "type");
    if (typeof type !== "string" || !isBlockType(type)) return;
    const rule = blockPlacements[type];
    const path = [...base, "zones", zone, index, "type"];
    if (rule.templates !== "any" && !rule.templates.includes(template)) {
      fail(path, `A ${type} block cannot be placed on the ${label} page`);
    } else if (!rule.zones.includes(zone)) {
      fail(path, `A ${type} block belongs in the ${rule.zones.join(" or ")} zone, not ${zone}`);
    }
    const count = (counts.get(type) ?? 0) + 1;
    counts.set(type, count);
    if (rule.max !== undefined && count > rule.max) {
      fail(
        path,
        `The ${label} page takes at most ${rule.max} ${type} block${rule.max === 1 ? "" : "s"}`,
      );
    }
  });
  for (const [type, rule] of Object.entries(blockPlacements)) {
    const applies = rule.templates === "any" || rule.templates.includes(template);
    if (applies && rule.min && (counts.get(type) ?? 0) < rule.min) {
      const zone = rule.zones.join(" or ");
      fail(
        [...base, "zones"],
        `The ${label} page needs ${rule.min === 1 ? "a" : rule.min} ${type} block in its ${zone} zone`,
      );
    }
  }
}

function checkPromoPositions(site: SiteDefinition, fail: Fail) {
  const pageSize = field(site.search, "hitsPerPage");
  if (typeof pageSize !== "number") return;
  list(site.promos).forEach((promo, i) => {
    const position = field(promo, "position");
    const positions = Array.isArray(position) ? position : [position];
    positions.forEach((at, j) => {
      if (typeof at === "number" && at > pageSize) {
        const path = Array.isArray(position)
          ? ["promos", i, "position", j]
          : ["promos", i, "position"];
        fail(path, `Position ${at} is beyond a page of ${pageSize} results`);
      }
    });
  });
}

/** The template whose fixed routes include this path, if any. */
function routedPath(path: string): PageTemplate | undefined {
  const clean = path.replace(/\/$/, "") || "/";
  const entry = Object.entries(pageTemplateCatalog).find(([, value]) =>
    (value.routes as readonly string[]).some((route) => !route.includes("$") && route === clean),
  );
  return entry?.[0] as PageTemplate | undefined;
}
