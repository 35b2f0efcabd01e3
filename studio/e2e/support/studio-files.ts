import { rm } from "node:fs/promises";
import { fileURLToPath } from "node:url";

/** The scratch folder the e2e server keeps its data and the studio's exports in. */
const e2eFolder = fileURLToPath(new URL("../../../.cache/e2e/", import.meta.url));

/** The stock the e2e server serves (scripts/lib/e2e-server.mjs generates it). */
export const e2eInventory = `${e2eFolder}inventory.json`;

/** The demo group's variant taking deposits through Stripe (scripts/lib/e2e-server.mjs writes it). */
export const e2eDepositsSite = `${e2eFolder}sites/deposits.json`;

const draftFile = (slug: string) => `${e2eFolder}data/studio/drafts/${slug}.json`;

const exportFolder = (slug: string) => `${e2eFolder}exports/${slug}`;

export const exportedSiteFile = (slug: string) => `${exportFolder(slug)}/site.json`;

/** Removes a site's draft, what the studio keeps beside it, and its export from the scratch folder. */
export async function removeStudioFiles(slug: string): Promise<void> {
  await rm(draftFile(slug), { force: true });
  for (const folder of ["draft-state", "draft-history"])
    await rm(`${e2eFolder}data/studio/${folder}/${slug}.json`, { force: true });
  await rm(exportFolder(slug), { recursive: true, force: true });
}
