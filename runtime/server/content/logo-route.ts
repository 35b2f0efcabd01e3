import { readFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { FastifyInstance } from "fastify";
import { manufacturerLogoPrefix } from "../../src/app/manufacturer-logo.ts";

// simple-icons (CC0) keeps one SVG per brand in icons/, beside its data folder.
const iconsDir = join(
  dirname(fileURLToPath(import.meta.resolve("simple-icons/icons.json"))),
  "..",
  "icons",
);

const makeSlug = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** simple-icons names a brand without hyphens ("alfaromeo"), or by its first word ("mercedes"). */
const iconNames = (slug: string) => [...new Set([slug.replaceAll("-", ""), slug.split("-")[0]])];

async function manufacturerSvg(slug: string): Promise<string | undefined> {
  for (const name of iconNames(slug)) {
    try {
      return await readFile(join(iconsDir, `${name}.svg`), "utf8");
    } catch {
      // Not in the set under this name; try the next.
    }
  }
  return undefined;
}

/** A make's first letter in a circle, for makes the logo set does not have. */
const letterSvg = (slug: string) => {
  const letter = (slug[0] ?? "?").toUpperCase();
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" role="img"><circle cx="12" cy="12" r="12" fill="#374151"/><text x="12" y="16.5" font-family="Arial,sans-serif" font-size="13" font-weight="700" fill="#ffffff" text-anchor="middle">${letter}</text></svg>`;
};

/**
 * `GET /media/logos/{make-slug}.svg`: the manufacturer's logo from simple-icons, or its first
 * letter when the set has none, so a brand card always has a picture. Cached for a day.
 */
export function registerLogoRoute(app: FastifyInstance): void {
  app.get(`${manufacturerLogoPrefix}/:file`, async (request, reply) => {
    const file = (request.params as { file: string }).file;
    const slug = file.endsWith(".svg") ? file.slice(0, -4) : "";
    if (!makeSlug.test(slug) || slug.length > 60) return reply.callNotFound();
    const svg = (await manufacturerSvg(slug)) ?? letterSvg(slug);
    return reply
      .header("content-type", "image/svg+xml; charset=utf-8")
      .header("cache-control", "public, max-age=86400")
      .send(svg);
  });
}
