import type { StockRecords } from "./stock-store.ts";
import { VehicleList } from "./vehicle-list.ts";

/** The share of the served vehicles a new feed may drop before it is held back (30%). */
export const defaultMaxDropShare = 0.3;

/** Vehicles compared between two turns of the event loop, so a serving server answers meanwhile. */
const vehiclesPerTurn = 50_000;

/**
 * Why a new feed must not replace the served stock, or undefined when it may: a feed with no
 * valid vehicle, or one that leaves out more than `maxDropShare` of the served vehicles (by id),
 * is more likely a cut-off export or a broken vendor job than a dealer selling a third of its
 * yard in a day. A held-back feed changes nothing; the next one is judged afresh.
 */
export async function heldBackReason(
  served: StockRecords,
  next: StockRecords,
  maxDropShare = defaultMaxDropShare,
): Promise<string | undefined> {
  if (!served.length) return undefined;
  if (!next.length)
    return `The new feed has no valid vehicles; it is held back and the ${served.length} vehicles served stay`;
  const ids = (records: StockRecords) => {
    const list = VehicleList.of(records);
    return (index: number) => list.attribute("id", index);
  };
  const nextId = ids(next);
  const kept = new Set<unknown>();
  for (let index = 0; index < next.length; index++) {
    if (index % vehiclesPerTurn === vehiclesPerTurn - 1) await new Promise(setImmediate);
    kept.add(nextId(index));
  }
  const servedId = ids(served);
  let dropped = 0;
  for (let index = 0; index < served.length; index++) {
    if (index % vehiclesPerTurn === vehiclesPerTurn - 1) await new Promise(setImmediate);
    if (!kept.has(servedId(index))) dropped++;
  }
  if (dropped / served.length <= maxDropShare) return undefined;
  const percent = (share: number) => `${Math.round(share * 1000) / 10}%`;
  return `The new feed would drop ${dropped} of the ${served.length} vehicles served (${percent(dropped / served.length)}, more than the ${percent(maxDropShare)} allowed); it is held back and the served stock stays`;
}
