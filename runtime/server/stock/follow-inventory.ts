import type { FeedIntake } from "./feed-intake.ts";
import type { FileVersion } from "./inventory-file.ts";
import { watchInventory } from "./inventory-watcher.ts";

/**
 * Keeps the served stock in step with its file: each new version goes through the intake
 * (reported, then served or held back), and a version that cannot be read at all is logged and
 * shown by /healthz while the old stock serves on.
 */
export function followInventory(
  file: string,
  intake: FeedIntake,
  loaded: FileVersion,
  timing: { settleMs?: number; pollMs?: number } = {},
): () => void {
  return watchInventory(
    file,
    {
      loaded: async (inventory) => void (await intake.received(inventory)),
      failed: (error) => void intake.failed(error),
    },
    { loaded, ...timing },
  );
}
