import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { generateInventory } from "../../../tools/inventory-generator/generate.ts";

type SiteFiles = { site: string; inventory: string; clientDir: string };

/**
 * What a storefront server needs to take and deliver leads, written into `dir`: a bare client
 * page, a few generated cars, and a site whose leads go to one webhook signed with the secret
 * in `secretEnv`.
 */
export function writeServedSiteFiles(
  dir: string,
  options: {
    slug: string;
    name: string;
    webhookUrl: string;
    secretEnv: string;
    cars: number;
    seed: string;
  },
): SiteFiles {
  const files = {
    site: join(dir, "site.json"),
    inventory: join(dir, "inventory.json"),
    clientDir: join(dir, "client"),
  };
  mkdirSync(files.clientDir, { recursive: true });
  writeFileSync(join(files.clientDir, "index.html"), "<html><head></head><body></body></html>");
  const vehicles = generateInventory({ count: options.cars, seed: options.seed, now: new Date() });
  writeFileSync(files.inventory, JSON.stringify(vehicles));
  writeFileSync(
    files.site,
    JSON.stringify({
      version: 1,
      slug: options.slug,
      name: options.name,
      template: "dealer-group",
      integrations: {
        leads: {
          targets: [{ kind: "webhook", url: options.webhookUrl, secretEnv: options.secretEnv }],
        },
      },
    }),
  );
  return files;
}
