import type { SiteDefinition, VehicleRecord } from "@storefront/schemas";
import { algoliasearch } from "algoliasearch";
import { z } from "zod";
import { indexRecords } from "./index-records.ts";
import { indexSettings } from "./index-settings.ts";
import { type SyncResult, syncIndex } from "./sync-index.ts";

/** The environment variable holding the Algolia key that may write (never sent to a browser). */
export const adminKeyVariable = "ALGOLIA_ADMIN_API_KEY";

/** The environment variable naming one address for Algolia's API instead of the application's hosts. */
export const apiUrlVariable = "ALGOLIA_API_URL";

/** `ALGOLIA_API_URL` checked: an http(s) address, or a message naming the variable. */
export function algoliaApiUrl(raw: string | undefined): { url?: string; problem?: string } {
  if (raw === undefined || raw === "") return {};
  const parsed = z.url({ protocol: /^https?$/ }).safeParse(raw);
  return parsed.success
    ? { url: parsed.data }
    : { problem: `${apiUrlVariable}: "${raw}" is not an http or https address` };
}

/** The client's hosts for an address: every read and write goes there. */
function hostsAt(address: string): NonNullable<ClientOptions["hosts"]> {
  const url = new URL(address);
  return [
    {
      url: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      protocol: url.protocol === "http:" ? "http" : "https",
      accept: "readWrite",
    },
  ];
}

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
  /** One address for the API instead of the application's hosts (`ALGOLIA_API_URL`). */
  apiUrl?: string | undefined;
  /** Says what each push is about to send, before the wait (the command prints it). */
  say?: (line: string) => void;
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
    const client = algoliasearch(appId, options.adminKey, {
      ...(options.requester ? { requester: options.requester } : {}),
      ...(options.apiUrl ? { hosts: hostsAt(options.apiUrl) } : {}),
    });
    const result = await syncIndex({
      client,
      appId,
      settings: indexSettings(group[0]!.integrations.search),
      records: indexRecords(group, vehicles),
      stateDir: options.stateDir,
      ...(options.full ? { full: true } : {}),
      ...(options.say ? { say: options.say } : {}),
    });
    pushed.push({ appId, index, result });
  }
  return pushed;
}
