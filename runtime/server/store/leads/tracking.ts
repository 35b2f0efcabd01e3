import { randomUUID } from "node:crypto";
import type { Kysely } from "kysely";
import type { StoreTables } from "../tables.ts";

/** A phone reveal on a vehicle page. */
export type LeadCall = {
  carId: string;
  dealershipId?: string | undefined;
  websiteId?: string | undefined;
};

export async function recordLeadCall(
  db: Kysely<StoreTables>,
  site: string,
  call: LeadCall,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("lead_calls")
    .values({
      id,
      site_id: site,
      created_at: now.toISOString(),
      car_id: call.carId,
      dealership_id: call.dealershipId ?? null,
      website_id: call.websiteId ?? null,
    })
    .execute();
  return id;
}

export async function countLeadCalls(
  db: Kysely<StoreTables>,
  site: string,
  carId: string,
): Promise<number> {
  const row = await db
    .selectFrom("lead_calls")
    .select((eb) => eb.fn.countAll<number | string>().as("calls"))
    .where("site_id", "=", site)
    .where("car_id", "=", carId)
    .executeTakeFirstOrThrow();
  return Number(row.calls);
}

/** Counts one view of a vehicle page and answers the page's views so far. */
export async function countVehicleView(
  db: Kysely<StoreTables>,
  site: string,
  carSlug: string,
  now = new Date(),
): Promise<number> {
  const at = now.toISOString();
  const row = await db
    .insertInto("vehicle_views")
    .values({ site_id: site, car_slug: carSlug, views: 1, last_viewed_at: at })
    .onConflict((conflict) =>
      conflict.columns(["site_id", "car_slug"]).doUpdateSet((eb) => ({
        views: eb("vehicle_views.views", "+", 1),
        last_viewed_at: at,
      })),
    )
    .returning("views")
    .executeTakeFirstOrThrow();
  return Number(row.views);
}

export async function vehicleViews(
  db: Kysely<StoreTables>,
  site: string,
  carSlug: string,
): Promise<number> {
  const row = await db
    .selectFrom("vehicle_views")
    .select("views")
    .where("site_id", "=", site)
    .where("car_slug", "=", carSlug)
    .executeTakeFirst();
  return Number(row?.views ?? 0);
}
