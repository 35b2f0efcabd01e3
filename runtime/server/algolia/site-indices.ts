import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { algoliasearch } from "algoliasearch";
import { indexRecords } from "./index-records.ts";
import { indexSettings } from "./index-settings.ts";
import { type SyncResult, syncIndex } from "./sync-index.ts";

/** The environment variable holding the Algolia key that may write (never sent to a browser). */
export const adminKeyVariable = "ALGOLIA_ADMIN_API_KEY";

type AlgoliaSite = SiteDefinition & {
  integrations: { search: { backend: "algolia"; appId: string } };
};

const onAlgolia = (site: SiteDefinition): site is AlgoliaSite =>
  site.integrations.search.backend === "algolia";

export type AlgoliaPushOptions = {
  adminKey: string;
  /** `<data>/algolia/`: what the last push sent, so the next sends only changes. */
  stateDir: string;
  full?: boolean;
  /** The client's requester; the network by default (tests answer locally). */
  requester?: ClientOptions["requester"];
};

type ClientOptions = NonNullable<Parameters<typeof algoliasearch>[2]>;

/**
 * Pushes the stock of every site searching Algolia to its index, one index at a time (sites
 * sharing an application and index share its records). Sites on the embedded engine are left out.
 */
export async function pushToAlgolia(
  sites: readonly SiteDefinition[],
  vehicles: readonly VehicleRecord[],
  options: AlgoliaPushOptions,
): Promise<{ appId: string; index: string; result: SyncResult }[]> {
  const groups = new Map<string, AlgoliaSite[]>();
  for (const site of sites.filter(onAlgolia)) {
    const key = `${site.integrations.search.appId}/${site.integrations.search.index}`;
    groups.set(key, [...(groups.get(key) ?? []), site]);
  }
  const pushed = [];
  for (const group of groups.values()) {
    const { appId, index } = group[0]!.integrations.search;
    const client = algoliasearch(
      appId,
      options.adminKey,
      options.requester ? { requester: options.requester } : {},
    );
    const result = await syncIndex({
      client,
      appId,
      settings: indexSettings(group[0]!.integrations.search),
      records: indexRecords(group, vehicles),
      stateDir: options.stateDir,
      ...(options.full ? { full: true } : {}),
    });
    pushed.push({ appId, index, result });
  }
  return pushed;
}
