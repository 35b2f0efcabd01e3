import type { SiteDefinition } from "@storefront/schemas";

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** JSON that cannot close the script element it sits in. */
const embeddableJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

export const definitionElementId = "site-definition";

/**
 * The built index.html with the site's name, theme and definition filled in. The definition
 * travels as a JSON data block, which a script-src 'self' policy allows because it never runs.
 */
export function renderHtmlShell(template: string, site: SiteDefinition, title: string): string {
  const data = `<script type="application/json" id="${definitionElementId}">${embeddableJson(site)}</script>`;
  return template
    .replace(
      /<html([^>]*)>/,
      `<html lang="en-AU" data-theme="${escapeHtml(site.theme.manufacturer)}">`,
    )
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(title)}</title>`)
    .replace("</head>", `${data}\n</head>`);
}
