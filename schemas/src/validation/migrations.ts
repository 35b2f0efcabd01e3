import { currentVersion } from "../site/definition.ts";
import type { Problem } from "./problems.ts";

type Json = Record<string, unknown>;

export type Migration = {
  from: number;
  description: string;
  migrate: (doc: Json) => Json;
};

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * Version 0: definitions written before versioning, which used the dealer configuration's own
 * field names (`domain`, `include_sold_cars_days`, `finance_provider`), a theme given as a
 * manufacturer name, promo positions as "5,10" and pages with a flat `blocks` list.
 */
const fromVersion0: Migration = {
  from: 0,
  description: "Move the dealer configuration's field names into the version 1 layout",
  migrate: (doc) => {
    const { domain, include_sold_cars_days, finance_provider, theme, promos, pages, ...rest } = doc;
    const next: Json = { ...rest, version: 1 };
    if (typeof domain === "string") {
      next.domains = [...new Set([domain, ...(Array.isArray(rest.domains) ? rest.domains : [])])];
    }
    if (include_sold_cars_days !== undefined) {
      next.search = {
        ...(isObject(rest.search) ? rest.search : {}),
        soldDays: include_sold_cars_days,
      };
    }
    if (finance_provider !== undefined) {
      next.finance = {
        ...(isObject(rest.finance) ? rest.finance : {}),
        provider: finance_provider,
      };
    }
    if (theme !== undefined)
      next.theme = typeof theme === "string" ? { manufacturer: theme } : theme;
    if (Array.isArray(promos)) {
      next.promos = promos.map((promo) =>
        isObject(promo) && typeof promo.position === "string"
          ? { ...promo, position: promo.position.split(",").map((part) => Number(part.trim())) }
          : promo,
      );
    }
    if (Array.isArray(pages)) {
      next.pages = pages.map((page) => {
        if (!isObject(page) || !Array.isArray(page.blocks)) return page;
        const { blocks, ...pageRest } = page;
        return { ...pageRest, zones: { main: blocks } };
      });
    }
    return next;
  },
};

/** Ordered: each migration takes a document from its `from` version to the next. */
const migrations: Migration[] = [fromVersion0];

/**
 * A block retired within the current version, with the blocks that replace it in place: the
 * one `checkout` block became a block per step (same place, ids `<its id>-car`, `-details`...),
 * its title going to the car block; `offerTradeIn: false` or `offerFinance: false` leaves that
 * step's block out.
 */
const retiredBlocks: Record<string, (block: Json) => Json[]> = {
  checkout: (block) => {
    const props = isObject(block.props) ? block.props : {};
    const { type: _, id, props: __, ...rest } = block;
    const step = (type: string, stepProps: Json = {}) => ({
      ...rest,
      type,
      id: `${String(id)}-${type.replace(/^checkout-/, "")}`,
      props: stepProps,
    });
    return [
      step("checkout-car", props.title === undefined ? {} : { title: props.title }),
      step("checkout-details"),
      ...(props.offerTradeIn === false ? [] : [step("checkout-trade-in")]),
      ...(props.offerFinance === false ? [] : [step("checkout-finance")]),
      step("checkout-deposit"),
      step("checkout-confirmation"),
    ];
  },
};

/** The document with each retired block replaced; the same object when it has none. */
function replaceRetiredBlocks(doc: Json): Json {
  if (!Array.isArray(doc.pages)) return doc;
  let changed = false;
  const pages = doc.pages.map((page) => {
    if (!isObject(page) || !isObject(page.zones)) return page;
    const zones = Object.fromEntries(
      Object.entries(page.zones).map(([zone, blocks]) => {
        if (!Array.isArray(blocks)) return [zone, blocks];
        return [
          zone,
          blocks.flatMap((block) => {
            const replace = isObject(block) ? retiredBlocks[String(block.type)] : undefined;
            if (!replace || !isObject(block)) return [block];
            changed = true;
            return replace(block);
          }),
        ];
      }),
    );
    return { ...page, zones };
  });
  return changed ? { ...doc, pages } : doc;
}

export type MigrationResult =
  | { ok: true; document: unknown; from: number; applied: string[] }
  | { ok: false; problems: Problem[] };

export function migrateDefinition(
  input: unknown,
  steps: Migration[] = migrations,
): MigrationResult {
  if (!isObject(input)) return { ok: true, document: input, from: currentVersion, applied: [] };
  const version = input.version ?? 0;
  if (typeof version !== "number" || !Number.isInteger(version) || version < 0) {
    return {
      ok: false,
      problems: [{ pointer: "/version", message: "Use a whole version number such as 1" }],
    };
  }
  if (version > currentVersion) {
    return {
      ok: false,
      problems: [
        {
          pointer: "/version",
          message: `This definition is version ${version}; this release reads versions up to ${currentVersion}. Upgrade the platform to load it`,
        },
      ],
    };
  }
  let document: Json = input;
  const applied: string[] = [];
  for (let at = version; at < currentVersion; at++) {
    const step = steps.find((migration) => migration.from === at);
    if (!step) {
      return {
        ok: false,
        problems: [{ pointer: "/version", message: `No upgrade exists from version ${at}` }],
      };
    }
    document = { ...step.migrate(document), version: at + 1 };
    applied.push(`${at} -> ${at + 1}: ${step.description}`);
  }
  const replaced = replaceRetiredBlocks(document);
  if (replaced !== document) applied.push("Replace the checkout block with a block per step");
  return { ok: true, document: replaced, from: version, applied };
}
