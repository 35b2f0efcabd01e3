import { z } from "zod";
import { siteDefinition, siteDefinitionObject } from "../site/definition.ts";
import { generatedNotice } from "./json-schemas.ts";

type JsonSchema = {
  type?: string | string[];
  description?: string;
  default?: unknown;
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  format?: string;
  $ref?: string;
};

const bound = (value: number | undefined) =>
  value === undefined || Math.abs(value) >= Number.MAX_SAFE_INTEGER ? undefined : value;

type Row = { path: string; type: string; fallback: string; description: string };

/** Top-level parts that hold data or page structure rather than settings. */
const notSettings = new Set([
  "$schema",
  "version",
  "dealerships",
  "locations",
  "brands",
  "offers",
  "layout",
  "pages",
]);

const sections: Record<string, string> = {
  slug: "Identity",
  theme: "Theme",
  navigation: "Navigation",
  search: "Search",
  tags: "Result card tags",
  promos: "Promo cards (each entry of `promos`)",
  finance: "Finance",
  forms: "Forms",
  reviews: "Reviews",
  vehiclePage: "Vehicle page",
  favourites: "Favourites",
  auth: "Sign-in",
  locationDisplay: "Locations",
  inventory: "Inventory",
  warranty: "Warranty",
  images: "Images",
  analytics: "Analytics event ids",
  integrations: "Integrations",
};

function describeType(node: JsonSchema): string {
  if (node.enum) return node.enum.map((value) => `\`${JSON.stringify(value)}\``).join(" \\| ");
  if (node.const !== undefined) return `\`${JSON.stringify(node.const)}\``;
  const options = node.anyOf ?? node.oneOf;
  if (options) return options.map(describeType).join(" or ");
  if (node.$ref) return "menu entry";
  if (node.format && ["date", "date-time", "email", "uri"].includes(node.format))
    return node.format;
  const type = Array.isArray(node.type) ? node.type.join(" or ") : (node.type ?? "any");
  if (type === "array") return `list of ${node.items ? describeType(node.items) : "values"}`;
  const [min, max] = [bound(node.minimum), bound(node.maximum)];
  const bounds = min !== undefined || max !== undefined ? ` ${min ?? "…"}–${max ?? "…"}` : "";
  return `${type}${bounds}`;
}

function valueAt(value: unknown, path: string[]): unknown {
  return path.reduce<unknown>(
    (at, key) => (at && typeof at === "object" ? (at as Record<string, unknown>)[key] : undefined),
    value,
  );
}

function formatDefault(value: unknown): string {
  if (value === undefined) return "none";
  const text = JSON.stringify(value);
  return text.length > 80 ? "see the schema" : `\`${text}\``;
}

function walk(node: JsonSchema, path: string[], required: boolean, defaults: unknown, rows: Row[]) {
  const children = Object.entries(node.properties ?? {});
  const describedChildren = children.some(([, child]) => child.description || child.properties);
  if (node.description && (!children.length || !describedChildren)) {
    rows.push({
      path: path.join("."),
      type: children.length ? "object" : describeType(node),
      fallback:
        required && node.default === undefined
          ? "required"
          : formatDefault(valueAt(defaults, path) ?? node.default),
      description: node.description,
    });
    return;
  }
  for (const [key, child] of children) {
    walk(child, [...path, key], node.required?.includes(key) ?? false, defaults, rows);
  }
}

/** SETTINGS.md: every setting of the site definition, its type, default and effect. */
export function settingsDoc(): string {
  const schema = z.toJSONSchema(siteDefinitionObject, {
    io: "input",
    unrepresentable: "any",
  }) as JsonSchema;
  const minimal = siteDefinition.parse({
    version: 1,
    slug: "example",
    name: "Example",
    template: "dealer-group",
  });
  const promoSchema = schema.properties?.promos?.items ?? {};
  const out = [
    "# Site settings",
    "",
    `<!-- ${generatedNotice} -->`,
    "",
    "Every setting of a site definition, with the value a definition gets when it leaves the",
    "setting out. A definition holding only `version`, `slug`, `name` and `template` is a whole",
    "site with the specification's default behaviour. Full shape: `generated/site-definition.schema.json`.",
  ];
  let current = "";
  for (const [key, node] of Object.entries(schema.properties ?? {})) {
    if (notSettings.has(key)) continue;
    if (sections[key] && sections[key] !== current) {
      current = sections[key];
      out.push(
        "",
        `## ${current}`,
        "",
        "| Setting | Type | Default | What it changes |",
        "| --- | --- | --- | --- |",
      );
    }
    const rows: Row[] = [];
    if (key === "promos") walk(promoSchema, ["promos[]"], false, undefined, rows);
    else walk(node, [key], schema.required?.includes(key) ?? false, minimal, rows);
    for (const row of rows) {
      out.push(
        `| \`${row.path}\` | ${row.type} | ${row.fallback} | ${row.description.replaceAll("|", "\\|")} |`,
      );
    }
  }
  return `${out.join("\n")}\n`;
}
