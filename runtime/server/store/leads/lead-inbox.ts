import { type ExpressionBuilder, type Kysely, sql } from "kysely";
import { type Delivery, deliveriesOf } from "../deliveries.ts";
import type { DeliveryStatus, LeadRow, StoreTables } from "../tables.ts";
import { findLead, type StoredLead } from "./leads.ts";

/**
 * Where a lead's deliveries stand together: `failed` when one has failed for good, else
 * `pending` while one is still to arrive, else `delivered`; `none` for a lead with no
 * destination.
 */
type LeadDeliveryState = "pending" | "delivered" | "failed" | "none";

/** What the dealer narrows a site's leads by; every part is optional. */
export type LeadFilter = {
  /** Leads at or after this instant. */
  from?: Date | undefined;
  /** Leads before this instant. */
  before?: Date | undefined;
  dealershipSlug?: string | undefined;
  category?: string | undefined;
  delivery?: Exclude<LeadDeliveryState, "none"> | undefined;
  /** Text found in the name, email or phone, in any case; a phone matches without its spaces. */
  search?: string | undefined;
};

/** The last lead of a page, to start the next page after. */
export type LeadCursor = { createdAt: string; id: string };

export type InboxLead = StoredLead & { delivery: LeadDeliveryState };

export type LeadPage = { leads: InboxLead[]; next: LeadCursor | null };

/** The most leads one page answers. */
const leadPageLimit = 500;

type LeadsBuilder = ExpressionBuilder<StoreTables, "leads">;

const unfinished: DeliveryStatus[] = ["pending", "delivering"];

function deliveriesWith(eb: LeadsBuilder, statuses: DeliveryStatus[]) {
  return eb.exists(
    eb
      .selectFrom("lead_deliveries")
      .select("lead_deliveries.id")
      .whereRef("lead_deliveries.lead_id", "=", "leads.id")
      .whereRef("lead_deliveries.site_id", "=", "leads.site_id")
      .where("lead_deliveries.status", "in", statuses),
  );
}

function deliveryIs(eb: LeadsBuilder, state: Exclude<LeadDeliveryState, "none">) {
  const failed = deliveriesWith(eb, ["failed"]);
  const waiting = deliveriesWith(eb, unfinished);
  if (state === "failed") return failed;
  if (state === "pending") return eb.and([eb.not(failed), waiting]);
  return eb.and([deliveriesWith(eb, ["delivered"]), eb.not(failed), eb.not(waiting)]);
}

/** `%text%` for LIKE, with LIKE's own wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

function mentions(eb: LeadsBuilder, search: string) {
  const text = containing(search.toLowerCase());
  const like = (column: "name" | "email") =>
    sql<boolean>`lower(${eb.ref(column)}) like ${text} escape '\\'`;
  const either = [
    like("name"),
    like("email"),
    sql<boolean>`${eb.ref("phone")} like ${text} escape '\\'`,
  ];
  const digits = search.replace(/[\s()-]/g, "");
  if (/^\+?\d+$/.test(digits))
    either.push(
      sql<boolean>`replace(replace(replace(replace(${eb.ref("phone")}, ' ', ''), '-', ''), '(', ''), ')', '') like ${containing(digits)} escape '\\'`,
    );
  return eb.or(either);
}

const fromRow = ({ payload, site_id: _site, ...row }: LeadRow): StoredLead => ({
  ...row,
  payload: JSON.parse(payload),
});

function stateOf(statuses: readonly DeliveryStatus[]): LeadDeliveryState {
  if (!statuses.length) return "none";
  if (statuses.includes("failed")) return "failed";
  if (statuses.some((status) => unfinished.includes(status))) return "pending";
  return "delivered";
}

/**
 * One page of a site's leads matching `filter`, newest first, each with where its deliveries
 * stand; `next` is where the following page starts (null on the last page).
 */
export async function findLeads(
  db: Kysely<StoreTables>,
  site: string,
  filter: LeadFilter,
  page: { limit: number; after?: LeadCursor | undefined },
): Promise<LeadPage> {
  const limit = Math.min(Math.max(1, Math.trunc(page.limit)), leadPageLimit);
  let query = db
    .selectFrom("leads")
    .selectAll()
    .where("site_id", "=", site)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit + 1);
  if (filter.from) query = query.where("created_at", ">=", filter.from.toISOString());
  if (filter.before) query = query.where("created_at", "<", filter.before.toISOString());
  if (filter.dealershipSlug) query = query.where("dealership_slug", "=", filter.dealershipSlug);
  if (filter.category) query = query.where("category", "=", filter.category);
  const { delivery, search } = filter;
  if (delivery) query = query.where((eb) => deliveryIs(eb, delivery));
  if (search?.trim()) query = query.where((eb) => mentions(eb, search.trim()));
  const after = page.after;
  if (after)
    query = query.where((eb) =>
      eb.or([
        eb("created_at", "<", after.createdAt),
        eb.and([eb("created_at", "=", after.createdAt), eb("id", "<", after.id)]),
      ]),
    );
  const rows = await query.execute();
  const shown = rows.slice(0, limit).map(fromRow);
  const statuses = await deliveryStatuses(
    db,
    site,
    shown.map((lead) => lead.id),
  );
  const last = shown.at(-1);
  return {
    leads: shown.map((lead) => ({ ...lead, delivery: stateOf(statuses.get(lead.id) ?? []) })),
    next: rows.length > limit && last ? { createdAt: last.created_at, id: last.id } : null,
  };
}

async function deliveryStatuses(db: Kysely<StoreTables>, site: string, leadIds: string[]) {
  const byLead = new Map<string, DeliveryStatus[]>();
  if (!leadIds.length) return byLead;
  const rows = await db
    .selectFrom("lead_deliveries")
    .select(["lead_id", "status"])
    .where("site_id", "=", site)
    .where("lead_id", "in", leadIds)
    .execute();
  for (const row of rows) byLead.set(row.lead_id, [...(byLead.get(row.lead_id) ?? []), row.status]);
  return byLead;
}

/** One lead of a site with its deliveries: where each stands, its attempts and last error. */
export async function leadWithDeliveries(
  db: Kysely<StoreTables>,
  site: string,
  leadId: string,
): Promise<{ lead: InboxLead; deliveries: Delivery[] } | undefined> {
  const lead = await findLead(db, site, leadId);
  if (!lead) return undefined;
  const deliveries = await deliveriesOf(db, site, leadId);
  return {
    lead: { ...lead, delivery: stateOf(deliveries.map((delivery) => delivery.status)) },
    deliveries,
  };
}

/** Every category a site's leads have, in order. */
export async function leadCategories(db: Kysely<StoreTables>, site: string): Promise<string[]> {
  const rows = await db
    .selectFrom("leads")
    .select("category")
    .distinct()
    .where("site_id", "=", site)
    .orderBy("category")
    .execute();
  return rows.map((row) => row.category);
}
