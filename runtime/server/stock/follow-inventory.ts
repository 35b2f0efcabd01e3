import type { FeedIntake } from "./feed-intake.ts";
import type { FileVersion } from "./inventory-file.ts";
import { type InventoryWatchOptions, watchInventory } from "./inventory-watcher.ts";

/**
 * Keeps the served stock in step with its file: each new version goes through the intake
 * (reported, then served or held back), and a version that cannot be read at all is logged and
 * shown by /healthz while the old stock serves on.
 */
export function followInventory(
  file: string,
  intake: FeedIntake,
  loaded: FileVersion,
  options: Pick<InventoryWatchOptions, "settleMs" | "pollMs" | "served"> = {},
): () => void {
  return watchInventory(
    file,
    {
      loaded: async (inventory) => void (await intake.received(inventory)),
      failed: (error) => void intake.failed(error),
    },
    { loaded, ...options },
  );
}
