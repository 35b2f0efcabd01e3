import type { SiteDefinition } from "@storefront/schemas";
// The lead target's own module: the sending thread loads no more of the schemas than it uses.
import { type LeadTarget, leadTarget } from "@storefront/schemas/leads/lead-target";
import { confirmationEmail, isShopperConfirmation } from "../checkout/reservation-lead.ts";
import type { Delivery } from "../store/deliveries.ts";
import type { StoredLead } from "../store/leads/leads.ts";
import { type AdfListing, type AdfParties, leadAdf } from "./adf.ts";
import { PermanentDeliveryError } from "./delivery-failure.ts";
import { sendLeadEmail } from "./lead-email.ts";
import { postLeadWebhook } from "./lead-webhook.ts";

export type DeliverySettings = {
  env: Readonly<Record<string, string | undefined>>;
  /** The car a lead names as the site's stock lists it now, if it still does. */
  listedCar?: ((site: SiteDefinition, carId: string) => AdfListing | undefined) | undefined;
  smtpTimeoutMs: number;
  httpTimeoutMs: number;
  allowHttpToLoopback: boolean;
};

const payloadOf = (lead: StoredLead) =>
  (typeof lead.payload === "object" && lead.payload !== null ? lead.payload : {}) as Record<
    string,
    unknown
  >;

/** The dealership the lead is for as ADF's vendor (the site when none), the site as provider. */
function adfParties(site: SiteDefinition, dealershipSlug: string | null): AdfParties {
  const dealership = site.dealerships.find((candidate) => candidate.slug === dealershipSlug);
  const contact = site.locations
    .filter((location) => !dealership || location.dealership_id === dealership.id)
    .sort((a, b) => Number(b.primary) - Number(a.primary))[0]?.contact_detail;
  const domain = site.domains[0];
  return {
    vendor: {
      id: dealership?.id,
      name: dealership?.name ?? site.name,
      email: contact?.email,
      phone: contact?.phone,
    },
    provider: { name: site.name, url: domain ? `https://${domain}` : undefined },
  };
}

/** Destinations checked so far, by their JSON: a site has a few, and every lead names one. */
const checkedTargets = new Map<string, ReturnType<typeof leadTarget.safeParse>>();

function checkedTarget(destination: unknown) {
  const text = JSON.stringify(destination) ?? "";
  let checked = checkedTargets.get(text);
  if (!checked) {
    if (checkedTargets.size >= 1000) checkedTargets.clear();
    checked = leadTarget.safeParse(destination);
    checkedTargets.set(text, checked);
  }
  return checked;
}

const isPlain = (value: unknown) => ["string", "number", "boolean"].includes(typeof value);

/** Each plain field as `field: value`; a group's (the trade-in car's) as `trade_in.make: …`. */
function plainText(lead: StoredLead): string {
  const lines = Object.entries(payloadOf(lead)).flatMap(([field, value]) => {
    if (isPlain(value)) return [`${field}: ${String(value)}`];
    if (value && typeof value === "object" && !Array.isArray(value) && field === "trade_in")
      return Object.entries(value)
        .filter(([, part]) => isPlain(part))
        .map(([name, part]) => `${field}.${name}: ${String(part)}`);
    return [];
  });
  return [`Lead ${lead.id}, received ${lead.created_at}`, "", ...lines, ""].join("\n");
}

function subject(lead: StoredLead): string {
  const payload = payloadOf(lead);
  const who = [payload.name, payload.last_name]
    .filter((part) => typeof part === "string")
    .join(" ");
  const car = [payload["Vehicle Make"], payload["Vehicle Model"]]
    .filter((part) => typeof part === "string")
    .join(" ");
  return `${lead.category}: ${who}${car ? ` about the ${car}` : ""}`;
}

/** What a webhook receives: the lead under its lead_id, Standard Webhooks' event shape. */
function webhookBody(site: SiteDefinition, lead: StoredLead) {
  return {
    type: "lead.created",
    timestamp: lead.created_at,
    data: {
      lead_id: lead.id,
      site: site.slug,
      created_at: lead.created_at,
      dealership_slug: lead.dealership_slug,
      lead: lead.payload,
    },
  };
}

/** Delivers a lead to one destination of its outbox; throws why it did not arrive. */
export async function deliverLead(
  site: SiteDefinition,
  delivery: Delivery,
  lead: StoredLead,
  settings: DeliverySettings,
): Promise<void> {
  const mailServer = {
    settings: site.integrations.leads.mail,
    fallbackFrom: `noreply@${site.domains[0] ?? "localhost"}`,
    senderName: site.name,
    env: settings.env,
    timeoutMs: settings.smtpTimeoutMs,
  };
  if (isShopperConfirmation(delivery.destination)) {
    await sendLeadEmail(mailServer, {
      to: delivery.destination.to,
      ...confirmationEmail(site, payloadOf(lead)),
      messageId: `<${delivery.id}@lead-delivery>`,
      leadId: lead.id,
    });
    return;
  }
  const parsed = checkedTarget(delivery.destination);
  if (!parsed.success)
    throw new PermanentDeliveryError(
      `The destination is not a valid lead destination: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`,
    );
  const target: LeadTarget = parsed.data;
  if (target.kind === "webhook") {
    await postLeadWebhook(
      {
        url: target.url,
        secretEnv: target.secretEnv,
        messageId: delivery.id,
        body: webhookBody(site, lead),
      },
      {
        env: settings.env,
        timeoutMs: settings.httpTimeoutMs,
        allowHttpToLoopback: settings.allowHttpToLoopback,
      },
    );
    return;
  }
  await sendLeadEmail(mailServer, {
    to: target.to,
    subject: subject(lead),
    text:
      target.format === "adf"
        ? leadAdf(
            { ...lead, payload: payloadOf(lead) },
            adfParties(site, lead.dealership_slug),
            lead.car_id === null ? undefined : settings.listedCar?.(site, lead.car_id),
          )
        : plainText(lead),
    messageId: `<${delivery.id}@lead-delivery>`,
    leadId: lead.id,
  });
}
