import type { SiteSource, StartFrom } from "@storefront/schemas/studio-api";

/** A template is named by its file (`templates/dealer-group.json` -> `dealer-group`), an export by its folder. */
export function startFromSource(source: SiteSource): StartFrom {
  const parts = source.file.split(/[\\/]/);
  if (source.kind === "template") {
    const name = parts.at(-1)?.replace(/\.json$/, "");
    return { template: name || source.slug };
  }
  return { export: parts.at(-2) ?? source.slug };
}
