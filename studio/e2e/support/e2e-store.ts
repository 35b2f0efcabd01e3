import { fileURLToPath } from "node:url";
import { openStore } from "../../../runtime/server/store/open-store.ts";

/** The e2e server's data folder (scripts/lib/e2e-server.mjs), where its SQLite store is. */
const e2eData = fileURLToPath(new URL("../../../.cache/e2e/data/", import.meta.url));

/**
 * Marks a delivery failed for good, as the server's worker does after its tenth attempt,
 * without waiting the 8 hours of its retries.
 */
export async function failDeliveryForGood(site: string, deliveryId: string): Promise<void> {
  const store = await openStore({ dataDir: e2eData });
  try {
    await store.markAttemptFailed(site, deliveryId, {
      error: "The webhook answered 503 Service Unavailable",
      retryAt: null,
    });
  } finally {
    await store.close();
  }
}
