import type { SiteDefinition } from "@storefront/schemas";
import type {
  LeadDeliveryView,
  LeadDetail,
  LeadSite,
  LeadSummary,
} from "@storefront/schemas/studio-api";
import type { Delivery } from "../../store/deliveries.ts";
import type { InboxLead, LeadCursor } from "../../store/leads/lead-inbox.ts";

type Fields = Record<string, unknown>;

const textOf = (fields: Fields, key: string) => {
  const value = fields[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
};

export const fieldsOf = (lead: InboxLead): Fields =>
  typeof lead.payload === "object" && lead.payload !== null ? (lead.payload as Fields) : {};

/** The car a lead is about, in words: make and model with the stock number, else its id. */
export function carOf(fields: Fields): string | null {
  const title = [textOf(fields, "Vehicle Make"), textOf(fields, "Vehicle Model")]
    .filter(Boolean)
    .join(" ");
  const stock = textOf(fields, "stock_number");
  const id = textOf(fields, "car_id");
  const parts = [title, stock ? `stock ${stock}` : !title && id ? `car ${id}` : ""];
  return parts.filter(Boolean).join(" · ") || null;
}

const fullName = (lead: InboxLead) =>
  [lead.name, textOf(fieldsOf(lead), "last_name")].filter(Boolean).join(" ");

export function leadSummary(lead: InboxLead): LeadSummary {
  return {
    id: lead.id,
    createdAt: lead.created_at,
    name: fullName(lead),
    email: lead.email,
    phone: lead.phone,
    category: lead.category,
    dealershipSlug: lead.dealership_slug,
    car: carOf(fieldsOf(lead)),
    delivery: lead.delivery,
  };
}

/** A destination in words; it holds settings only (a secret is named by its variable). */
function describeDestination(destination: unknown): string {
  const target = (destination ?? {}) as {
    kind?: unknown;
    to?: unknown;
    url?: unknown;
    format?: unknown;
  };
  if (target.kind === "email")
    return `Email to ${String(target.to)}${target.format === "text" ? "" : " (ADF)"}`;
  if (target.kind === "webhook") return `Webhook to ${String(target.url)}`;
  return "An unknown destination";
}

export function deliveryView(delivery: Delivery): LeadDeliveryView {
  const waiting = delivery.status === "pending";
  return {
    id: delivery.id,
    destination: describeDestination(delivery.destination),
    status: delivery.status,
    attempts: delivery.attempts,
    lastError: delivery.last_error,
    nextAttemptAt: waiting ? delivery.next_attempt_at : null,
    deliveredAt: delivery.delivered_at,
  };
}

export function leadDetail(lead: InboxLead, deliveries: Delivery[]): LeadDetail {
  return {
    lead: { ...leadSummary(lead), fields: fieldsOf(lead) },
    deliveries: deliveries.map(deliveryView),
  };
}

export const leadSite = (site: SiteDefinition): LeadSite => ({
  slug: site.slug,
  name: site.name,
  timeZone: site.timeZone,
  dealerships: site.dealerships.map(({ slug, name }) => ({ slug, name })),
});

/** The next page's start as an opaque token for the query string. */
export const encodeCursor = (cursor: LeadCursor): string =>
  Buffer.from(JSON.stringify([cursor.createdAt, cursor.id])).toString("base64url");

export function decodeCursor(token: string): LeadCursor | undefined {
  try {
    const [createdAt, id] = JSON.parse(Buffer.from(token, "base64url").toString("utf8"));
    if (typeof createdAt === "string" && typeof id === "string") return { createdAt, id };
  } catch {
    // Not one of ours.
  }
  return undefined;
}
