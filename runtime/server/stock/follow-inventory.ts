import type { FastifyBaseLogger } from "fastify";
import type { FileVersion } from "./inventory-file.ts";
import { watchInventory } from "./inventory-watcher.ts";
import type { StockStore } from "./stock-store.ts";

/**
 * Keeps the served stock in step with its file: each valid new version replaces it, and a
 * version that cannot be loaded is logged and shown by /healthz while the old stock serves on.
 */
export function followInventory(
  file: string,
  stock: StockStore,
  log: FastifyBaseLogger,
  loaded: FileVersion,
  timing: { settleMs?: number; pollMs?: number } = {},
): () => void {
  return watchInventory(
    file,
    {
      loaded: ({ vehicles, version }) => {
        stock.replace(vehicles, { file, version, loadedAt: new Date() });
        log.info({ file, vehicles: vehicles.length }, "inventory reloaded");
      },
      failed: (error) => {
        stock.reportProblem(error.message);
        log.error(
          { file, problem: error.message },
          "inventory not reloaded; the loaded stock serves on",
        );
      },
    },
    { loaded, ...timing },
  );
}
