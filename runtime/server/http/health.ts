import type { SiteRegistry } from "../sites/site-registry.ts";
import type { StockStore } from "../stock/stock-store.ts";

/**
 * What `/healthz` answers: the sites served and the stock, with where it came from and how old
 * it is (`ageSeconds` since the served file was written), so a monitor can alert on stale stock.
 * `records` counts the served feed's vehicles and the records it rejected (`report` says why).
 * `status` is "degraded" while a newer inventory could not be loaded or was held back; the
 * loaded one serves on. `searchReady` is false while the search index of a newly loaded stock is
 * built (searches are answered from the stock before it meanwhile).
 */
export function healthReport(
  registry: SiteRegistry,
  stock: StockStore,
  searchReady: boolean,
  now = new Date(),
) {
  const { file, version, loadedAt, rejectedRecords, report } = stock.source;
  const problem = stock.problem;
  return {
    status: problem ? "degraded" : "ok",
    sites: registry.sites.map((site) => site.slug),
    vehicles: stock.vehicles.length,
    stock: {
      ...(file ? { source: file } : {}),
      loadedAt: loadedAt.toISOString(),
      ...(version ? { fileModifiedAt: version.modifiedAt.toISOString() } : {}),
      ageSeconds: stockAgeSeconds(stock, now),
      records: { served: stock.vehicles.length, rejected: rejectedRecords ?? 0 },
      searchReady,
      ...(report ? { report } : {}),
      ...(problem ? { problem: problem.message, problemSince: problem.at.toISOString() } : {}),
    },
  };
}

/** Seconds since the served inventory was written (or loaded, when its file time is unknown). */
export function stockAgeSeconds(stock: StockStore, now = new Date()): number {
  const { version, loadedAt } = stock.source;
  const writtenAt = version?.modifiedAt ?? loadedAt;
  return Math.max(0, Math.round((now.getTime() - writtenAt.getTime()) / 1000));
}
