import { type FSWatcher, watch } from "node:fs";
import { basename, dirname } from "node:path";
import {
  type FileVersion,
  fileVersion,
  type LoadedInventory,
  readInventory,
  sameVersion,
} from "./inventory-file.ts";
import type { VehicleList } from "./vehicle-list.ts";

export type InventoryWatchEvents = {
  /** A new version of the file was read and is valid. */
  loaded: (inventory: LoadedInventory) => void | Promise<void>;
  /** A new version could not be loaded (invalid, or the file is gone); the old stock serves on. */
  failed: (error: Error) => void;
};

export type InventoryWatchOptions = {
  /** The version already loaded: only a different one is read. */
  loaded: FileVersion;
  /** Quiet time after a change before reading, for writers that truncate then write. */
  settleMs?: number;
  /** How often the file is also checked by stat, for file systems whose events never come. */
  pollMs?: number;
  /** Whether to listen for the folder's events as well as polling (default true). */
  watchFolder?: boolean;
  /** The stock served when a new version is read: its unchanged records' text is shared. */
  served?: () => VehicleList;
};

/**
 * Follows an inventory file through every way it gets replaced: rewritten in place, renamed
 * over (a feed tool's temporary file), deleted and created again, or changed on a mounted
 * volume that sends no events. The folder is watched rather than the file, since a watch on a
 * file follows the inode that a rename replaces; a periodic stat is the backstop. Each new
 * version is read once; a version that fails is reported once and not retried until it changes.
 */
export function watchInventory(
  file: string,
  events: InventoryWatchEvents,
  options: InventoryWatchOptions,
): () => void {
  const settleMs = options.settleMs ?? 250;
  const pollMs = options.pollMs ?? 5000;
  let seen: FileVersion | undefined = options.loaded;
  let missingReported = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  let folderWatcher: FSWatcher | undefined;
  let stopped = false;

  const check = async () => {
    const version = await fileVersion(file).catch(() => undefined);
    if (!version) {
      if (!missingReported)
        events.failed(new Error(`${file}: the inventory file is gone; the loaded stock serves on`));
      missingReported = true;
      return;
    }
    missingReported = false;
    if (sameVersion(version, seen)) return;
    seen = version;
    try {
      const inventory = await readInventory(file, options.served?.());
      seen = inventory.version;
      await events.loaded(inventory);
    } catch (error) {
      events.failed(error as Error);
    }
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      running = running.then(() => (stopped ? undefined : check()));
    }, settleMs);
  };
  const watchFolder = () => {
    if (folderWatcher || stopped || options.watchFolder === false) return;
    try {
      folderWatcher = watch(dirname(file), (_event, name) => {
        if (name === null || name === basename(file)) schedule();
      });
      folderWatcher.on("error", () => {
        folderWatcher?.close();
        folderWatcher = undefined;
      });
    } catch {
      folderWatcher = undefined;
    }
  };
  watchFolder();
  const poll = setInterval(() => {
    watchFolder();
    schedule();
  }, pollMs);
  poll.unref();
  return () => {
    stopped = true;
    clearTimeout(timer);
    clearInterval(poll);
    folderWatcher?.close();
  };
}
