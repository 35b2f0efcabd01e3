import type { SiteDefinition } from "@storefront/schemas";
import type { DocumentHead } from "../../src/app/core/document-head.ts";
import { definitionElementId, stateElementId } from "../../src/app/core/page-data.ts";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot close the script element it sits in. */
const embeddableJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/** A page about one vehicle is a product; a dealer's locations are not. */
const isProduct = (data: object | undefined) =>
  !!data && !Array.isArray(data) && (data as { "@type"?: unknown })["@type"] !== "AutoDealer";

type ShellContent = DocumentHead & {
  title: string;
  body?: string;
  state?: unknown;
};

const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${embeddableJson(value)}</script>`;

/** Open Graph tags for link previews, the canonical address and JSON-LD, as the page gives them. */
function metadata(site: SiteDefinition, content: ShellContent, description: string): string {
  const property = (name: string, value: string | undefined) =>
    value ? `<meta property="og:${name}" content="${escapeHtml(value)}" />` : "";
  return [
    content.canonical ? `<link rel="canonical" href="${escapeHtml(content.canonical)}" />` : "",
    property("site_name", site.name),
    property("type", isProduct(content.structuredData) ? "product" : "website"),
    property("title", content.title),
    property("description", description),
    property("url", content.canonical),
    property("image", content.image),
    content.structuredData
      ? `<script type="application/ld+json">${embeddableJson(content.structuredData)}</script>`
      : "",
  ]
    .filter(Boolean)
    .join("\n    ");
}

/**
 * The built index.html with the site's name, theme and definition filled in, and the server
 * rendered page with the state it was rendered from when there is one. Data travels as JSON
 * data blocks, which a script-src 'self' policy allows because they never run. They close the
 * body: the page paints before they arrive, and the app's module script runs only after the
 * whole document is parsed.
 */
export function renderHtmlShell(
  template: string,
  site: SiteDefinition,
  content: ShellContent,
): string {
  const data = [
    dataBlock(definitionElementId, site),
    ...(content.state === undefined ? [] : [dataBlock(stateElementId, content.state)]),
  ].join("\n");
  const description = content.description ?? `New, demo and used vehicles from ${site.name}.`;
  return template
    .replace(
      /<html([^>]*)>/,
      `<html lang="en-AU" data-theme="${escapeHtml(site.theme.manufacturer)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(content.title)}</title>`)
    .replace(
      /<meta name="description" content="[^"]*" \/>/,
      `<meta name="description" content="${escapeHtml(description)}" />\n    ${metadata(site, content, description)}`,
    )
    .replace('<div id="root"></div>', `<div id="root">${content.body ?? ""}</div>`)
    .replace("</body>", `${data}\n</body>`);
}
