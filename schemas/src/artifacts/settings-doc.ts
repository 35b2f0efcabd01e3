import { z } from "zod";
import { siteDefinition, siteDefinitionObject, siteIdentity } from "../site/definition.ts";
import { generatedNotice } from "./json-schemas.ts";

type JsonSchema = {
  type?: string | string[];
  title?: string;
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

type Row = { path: string; label: string; type: string; fallback: string; description: string };

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

/** The settings at the definition's top level are listed under the identity's title. */
const identityKeys = Object.keys(siteIdentity.shape);
const identityTitle = z.globalRegistry.get(siteIdentity)?.title ?? "Identity";

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

const documented = (node: JsonSchema) => Boolean(node.title || node.description);

/**
 * A row for each documented setting (one with a title or a description). An object whose fields
 * are documented is listed by field, after a row of its own when it has a description.
 */
function walk(node: JsonSchema, path: string[], required: boolean, defaults: unknown, rows: Row[]) {
  const children = Object.entries(node.properties ?? {});
  const listed = children.some(([, child]) => documented(child) || child.properties);
  if (documented(node) && (!listed || node.description)) {
    rows.push({
      path: path.join("."),
      label: node.title ?? "",
      type: children.length ? "object" : describeType(node),
      fallback:
        required && node.default === undefined
          ? "required"
          : formatDefault(valueAt(defaults, path) ?? node.default),
      description: node.description ?? "",
    });
  }
  if (!listed) return;
  for (const [key, child] of children) {
    walk(child, [...path, key], node.required?.includes(key) ?? false, defaults, rows);
  }
}

/** "**Results per page.** Result cards per page." */
const explained = (row: Row) =>
  [row.label && `**${row.label.replace(/\.$/, "")}.**`, row.description].filter(Boolean).join(" ");

const cell = (text: string) => text.replaceAll("|", "\\|");

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
    const section = identityKeys.includes(key) ? identityTitle : (node.title ?? current);
    if (section !== current) {
      current = section;
      const heading = key === "promos" ? `${current} (each entry of \`promos\`)` : current;
      out.push(
        "",
        `## ${heading}`,
        "",
        "| Setting | Type | Default | Label in the studio, and what it changes |",
        "| --- | --- | --- | --- |",
      );
    }
    const rows: Row[] = [];
    if (key === "promos") walk(promoSchema, ["promos[]"], false, undefined, rows);
    else walk(node, [key], schema.required?.includes(key) ?? false, minimal, rows);
    for (const row of rows) {
      out.push(`| \`${row.path}\` | ${row.type} | ${row.fallback} | ${cell(explained(row))} |`);
    }
  }
  return `${out.join("\n")}\n`;
}
