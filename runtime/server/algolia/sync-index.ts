import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { SearchClient } from "algoliasearch";
import { fingerprint, type IndexRecord } from "./index-records.ts";
import type { IndexSetting } from "./index-settings.ts";

/** What was pushed: the whole index afresh, or the records that changed since the last push. */
export type SyncResult = {
  mode: "full" | "changes";
  settingsUpdated: boolean;
  saved: number;
  deleted: number;
};

/** What the last push sent, by fingerprint, kept in the data folder per application and index. */
type SyncState = { settings: string; records: Record<string, string> };

export type SyncOptions = {
  client: SearchClient;
  appId: string;
  settings: IndexSetting[];
  records: IndexRecord[];
  /** Where the last push's fingerprints are kept (`<data>/algolia/`). */
  stateDir: string;
  /** Reindex everything even when the last push is known (default: only changes). */
  full?: boolean;
  batchSize?: number;
  /** Says what is about to be sent, before the wait. */
  say?: (line: string) => void;
};

/**
 * Pushes a site's stock to its Algolia index. The settings of the primary and each replica are
 * set when they changed. Without a record of the last push (or with `full`), every record is
 * written to a temporary index that then replaces the primary in one move (the client's
 * replaceAllObjects: copy settings, batch, move), so searches never see half an index.
 * Otherwise only the records whose content changed are saved and the vehicles gone deleted.
 */
export async function syncIndex(options: SyncOptions): Promise<SyncResult> {
  const { client, settings, records } = options;
  const primary = settings[0]!.indexName;
  const stateFile = join(options.stateDir, `${options.appId}.${primary}.json`);
  const last = options.full ? undefined : await readState(stateFile);
  const next: SyncState = {
    settings: fingerprint(settings),
    records: Object.fromEntries(records.map((record) => [record.objectID, fingerprint(record)])),
  };
  const settingsUpdated = last?.settings !== next.settings;
  const say = options.say ?? (() => {});
  const count = (n: number) => `${n.toLocaleString("en-AU")} record${n === 1 ? "" : "s"}`;
  if (settingsUpdated) {
    say(`Setting ${primary}'s settings and its ${settings.length - 1} replicas…`);
    for (const { indexName, settings: indexSettings } of settings) {
      const { taskID } = await client.setSettings({ indexName, indexSettings });
      await client.waitForTask({ indexName, taskID });
    }
  }
  let result: SyncResult;
  if (!last) {
    // Replicas stay on the primary only. Algolia's operationIndex documentation: copying never
    // copies `replicas`, an index with replicas cannot be moved, and moving onto an index that has
    // replicas replaces its records and settings but keeps its replicas, which get the new records.
    say(`Sending ${count(records.length)} to ${primary} through a temporary index…`);
    await client.replaceAllObjects({
      indexName: primary,
      objects: records,
      batchSize: options.batchSize ?? 1000,
    });
    result = { mode: "full", settingsUpdated, saved: records.length, deleted: 0 };
  } else {
    const changed = records.filter(
      (record) => last.records[record.objectID] !== next.records[record.objectID],
    );
    const gone = Object.keys(last.records).filter((objectID) => !(objectID in next.records));
    say(
      `Sending ${count(changed.length)} that changed and deleting ${count(gone.length)} from ${primary}…`,
    );
    if (changed.length)
      await client.saveObjects({
        indexName: primary,
        objects: changed,
        waitForTasks: true,
        batchSize: options.batchSize ?? 1000,
      });
    if (gone.length)
      await client.deleteObjects({ indexName: primary, objectIDs: gone, waitForTasks: true });
    result = { mode: "changes", settingsUpdated, saved: changed.length, deleted: gone.length };
  }
  await mkdir(options.stateDir, { recursive: true });
  await writeFile(`${stateFile}.tmp`, JSON.stringify(next));
  await rename(`${stateFile}.tmp`, stateFile);
  return result;
}

async function readState(file: string): Promise<SyncState | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as SyncState;
  } catch {
    return undefined;
  }
}
