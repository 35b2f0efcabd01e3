import { localDateTime } from "@storefront/rules/time/local-time";
import type { SiteDefinition } from "@storefront/schemas";
import type { InboxLead } from "../../store/leads/lead-inbox.ts";
import { csvText } from "./csv.ts";
import { carOf, fieldsOf } from "./lead-views.ts";

const field = (lead: InboxLead, key: string) => {
  const value = fieldsOf(lead)[key];
  return typeof value === "string" || typeof value === "number" ? String(value) : "";
};

/** Leads as the CSV export: times on the site's clock, one row per lead. */
export function leadCsv(leads: readonly InboxLead[], site: SiteDefinition): string {
  const dealerships = new Map(site.dealerships.map((each) => [each.slug, each.name]));
  const header = [
    `Date (${site.timeZone})`,
    "Time",
    "Lead ID",
    "First name",
    "Last name",
    "Email",
    "Phone",
    "Postcode",
    "Category",
    "Subcategory",
    "Dealership",
    "Car",
    "Car ID",
    "Comments",
    "Source",
    "Page",
    "Delivery",
  ];
  const rows = leads.map((lead) => {
    const { day, time } = localDateTime(lead.created_at, site.timeZone);
    const dealership = lead.dealership_slug ?? "";
    return [
      day,
      time,
      lead.id,
      lead.name,
      field(lead, "last_name"),
      lead.email,
      lead.phone,
      field(lead, "postcode"),
      lead.category,
      field(lead, "subcategory"),
      dealerships.get(dealership) ?? dealership,
      carOf(fieldsOf(lead)),
      lead.car_id,
      field(lead, "message"),
      field(lead, "source"),
      field(lead, "url"),
      lead.delivery,
    ];
  });
  return csvText([header, ...rows]);
}
