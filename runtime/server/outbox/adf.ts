import { xmlText } from "../http/xml-text.ts";

/** A lead as the outbox hands it over: the stored row's fields and the lead as validated. */
export type AdfLead = {
  id: string;
  created_at: string;
  category: string;
  payload: Record<string, unknown>;
};

/** The car as the served stock lists it, when the lead's car_id is still in stock. */
export type AdfListing = {
  year: number;
  make: string;
  model: string;
  badge?: string | null | undefined;
  vin?: string | undefined;
  stocknum: string;
  km: number;
  price: number;
};

/** Who the lead is for (the dealership, or the site when it names none) and who sends it. */
export type AdfParties = {
  vendor: {
    id?: string | undefined;
    name: string;
    email?: string | undefined;
    phone?: string | undefined;
  };
  provider: { name: string; url?: string | undefined };
};

const textOf = (value: unknown): string | undefined => {
  if (typeof value === "number") return String(value);
  if (typeof value !== "string") return undefined;
  return value.trim() || undefined;
};

/** `<tag a="b">text</tag>`, or nothing when there is no text. */
function element(tag: string, text: string | undefined, attributes: Record<string, string> = {}) {
  if (text === undefined) return [];
  const attrs = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${xmlText(value)}"`)
    .join("");
  return [`<${tag}${attrs}>${xmlText(text)}</${tag}>`];
}

const indent = (lines: string[]) => lines.map((line) => `  ${line}`);
const wrap = (tag: string, lines: string[], attributes = "") =>
  lines.length ? [`<${tag}${attributes}>`, ...indent(lines), `</${tag}>`] : [];

/** ADF's purchase interest for the lead's category. */
function interest(category: string): string {
  const lower = category.toLowerCase();
  if (lower.includes("test drive")) return "test-drive";
  if (lower.includes("trade")) return "trade-in";
  return "buy";
}

function vehicle(lead: AdfLead, listing: AdfListing | undefined): string[] {
  const { payload } = lead;
  const carId = textOf(payload.car_id);
  const make = textOf(payload["Vehicle Make"]) ?? listing?.make;
  const model = textOf(payload["Vehicle Model"]) ?? listing?.model;
  const stock = textOf(payload.stock_number) ?? listing?.stocknum;
  if (!carId && !make && !model && !stock) return [];
  const status = textOf(payload.vehicle_status)?.toLowerCase();
  const statusAttribute = status === "new" ? "new" : status ? "used" : undefined;
  const attributes = ` interest="${interest(lead.category)}"${statusAttribute ? ` status="${statusAttribute}"` : ""}`;
  return wrap(
    "vehicle",
    [
      ...element("id", carId, { source: "car_id" }),
      ...element("year", listing && String(listing.year)),
      ...element("make", make),
      ...element("model", model),
      ...element("vin", listing?.vin),
      ...element("stock", stock),
      ...element("trim", listing?.badge ?? undefined),
      ...element("odometer", listing && String(listing.km), { units: "km" }),
      ...element("price", listing && String(listing.price), { type: "asking", currency: "AUD" }),
    ],
    attributes,
  );
}

/** The car offered in trade, as a dealer reads it: '2019 Mazda CX-5, 84000 km, rego ABC123 NSW'. */
function tradeInLine(tradeIn: unknown): string | undefined {
  if (!tradeIn || typeof tradeIn !== "object") return undefined;
  const car = tradeIn as Record<string, unknown>;
  const rego = [textOf(car.rego), textOf(car.rego_state)].filter(Boolean).join(" ");
  const parts = [
    [car.year, car.make, car.model].filter((part) => part !== undefined).join(" "),
    typeof car.km === "number" ? `${car.km} km` : undefined,
    rego ? `rego ${rego}` : undefined,
  ].filter(Boolean);
  return `Trade-in: ${parts.join(", ")}`;
}

function comments(lead: AdfLead): string {
  const { payload } = lead;
  const preferred = [textOf(payload.preferred_date), textOf(payload.preferred_time)]
    .filter(Boolean)
    .join(" ");
  const subcategory = textOf(payload.subcategory);
  const services = Array.isArray(payload.additional_services)
    ? payload.additional_services.filter((service) => typeof service === "string")
    : [];
  return [
    textOf(payload.message),
    `Enquiry: ${lead.category}${subcategory ? ` (${subcategory})` : ""}`,
    services.length ? `Also interested in: ${services.join(", ")}` : undefined,
    textOf(payload.rego) ? `Rego: ${textOf(payload.rego)}` : undefined,
    preferred ? `Preferred time: ${preferred}` : undefined,
    tradeInLine(payload.trade_in),
    textOf(payload.url) ? `Sent from: ${textOf(payload.url)}` : undefined,
  ]
    .filter(Boolean)
    .join("\n");
}

/**
 * The lead as an ADF 1.0 (Auto-lead Data Format) document, what dealer CRMs read from a lead
 * email: the prospect with its request date, the vehicle asked about (with the served stock's
 * year, VIN, trim, odometer and price while the car is listed), the customer's contact
 * and comments, the dealership as vendor and the site as provider. Every value is escaped.
 */
export function leadAdf(lead: AdfLead, parties: AdfParties, listing?: AdfListing): string {
  const { payload } = lead;
  const customer = wrap("customer", [
    ...wrap(
      "contact",
      [
        ...element("name", textOf(payload.name), { part: "first" }),
        ...element("name", textOf(payload.last_name), { part: "last" }),
        ...element("email", textOf(payload.email)),
        ...element("phone", textOf(payload.phone), { type: "voice" }),
        ...wrap("address", element("postalcode", textOf(payload.postcode))),
      ],
      ' primarycontact="1"',
    ),
    ...element("comments", comments(lead)),
  ]);
  const vendor = wrap("vendor", [
    ...element("id", parties.vendor.id, { source: parties.provider.name }),
    ...element("vendorname", parties.vendor.name),
    ...wrap("contact", [
      ...element("name", parties.vendor.name, { part: "full" }),
      ...element("email", parties.vendor.email),
      ...element("phone", parties.vendor.phone, { type: "voice" }),
    ]),
  ]);
  const provider = wrap("provider", [
    ...element("name", parties.provider.name, { part: "full" }),
    ...element("service", textOf(payload.source) ?? "Website"),
    ...element("url", parties.provider.url),
  ]);
  const prospect = wrap(
    "prospect",
    [
      ...element("id", lead.id, { sequence: "1", source: parties.provider.name }),
      ...element("requestdate", lead.created_at),
      ...vehicle(lead, listing),
      ...customer,
      ...vendor,
      ...provider,
    ],
    ' status="new"',
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<?adf version="1.0"?>',
    ...wrap("adf", prospect),
    "",
  ].join("\n");
}
