import { daySpan } from "@storefront/rules/time/date-window";
import { localDateTime } from "@storefront/rules/time/local-time";
import type { SiteDefinition } from "@storefront/schemas";
import {
  type LeadListQuery,
  type LeadPage,
  type LeadSite,
  leadListQuery,
} from "@storefront/schemas/studio-api";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import type { LeadFilter } from "../../store/leads/lead-inbox.ts";
import type { Store } from "../../store/open-store.ts";
import { StudioError } from "../api/api-errors.ts";
import { siteSlug } from "../api/api-schemas.ts";
import { leadCsv } from "./lead-csv.ts";
import {
  decodeCursor,
  deliveryView,
  encodeCursor,
  leadDetail,
  leadSite,
  leadSummary,
} from "./lead-views.ts";

export type LeadsApiOptions = { sites: readonly SiteDefinition[]; store: Store };

const siteParams = z.object({ site: siteSlug });
const idParams = z.object({ site: siteSlug, id: z.uuid("This is not a lead or delivery id") });

/** A bad query parameter answers 400 naming it, in the message and by pointer. */
function parseQuery(query: unknown): LeadListQuery {
  const parsed = leadListQuery.safeParse(query);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.flatMap((issue) =>
    issue.code === "unrecognized_keys"
      ? issue.keys.map((key) => ({ parameter: key, message: "There is no such filter" }))
      : [{ parameter: String(issue.path[0] ?? "query"), message: issue.message }],
  );
  throw new StudioError(
    400,
    `Bad filter: ${problems.map((problem) => `${problem.parameter} (${problem.message})`).join("; ")}`,
    problems.map(({ parameter, message }) => ({ pointer: `/${parameter}`, message })),
  );
}

function filterOf(query: LeadListQuery, site: SiteDefinition): LeadFilter {
  return {
    ...daySpan({ from: query.from, to: query.to }, site.timeZone),
    dealershipSlug: query.dealership,
    category: query.category,
    delivery: query.delivery,
    search: query.q,
  };
}

const csvPageSize = 500;

/** The Leads view's API (schemas/src/studio-api.ts, `StudioLeadsApi`), inside the studio's guard. */
export function registerLeadsApi(api: FastifyInstance, options: LeadsApiOptions): void {
  const { store } = options;
  const siteOf = (params: unknown): SiteDefinition => {
    const parsed = siteParams.safeParse(params);
    const site = parsed.success
      ? options.sites.find((served) => served.slug === parsed.data.site)
      : undefined;
    if (!site) throw new StudioError(404, "This server serves no such site");
    return site;
  };
  const idOf = (params: unknown): string => {
    const parsed = idParams.safeParse(params);
    if (!parsed.success) throw new StudioError(404, "There is no such lead or delivery");
    return parsed.data.id;
  };

  api.get("/lead-sites", async (): Promise<LeadSite[]> => options.sites.map(leadSite));

  api.get("/lead-sites/:site/leads", async (request): Promise<LeadPage> => {
    const site = siteOf(request.params);
    const query = parseQuery(request.query);
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor);
    if (query.cursor !== undefined && !after)
      throw new StudioError(400, "Bad filter: cursor (This is not a cursor of this list)", [
        { pointer: "/cursor", message: "This is not a cursor of this list" },
      ]);
    const [page, categories] = await Promise.all([
      store.findLeads(site.slug, filterOf(query, site), { limit: query.limit ?? 25, after }),
      store.leadCategories(site.slug),
    ]);
    return {
      leads: page.leads.map(leadSummary),
      nextCursor: page.next && encodeCursor(page.next),
      categories,
    };
  });

  api.get("/lead-sites/:site/leads.csv", async (request, reply) => {
    const site = siteOf(request.params);
    const { cursor: _from, limit: _size, ...query } = parseQuery(request.query);
    const filter = filterOf(query, site);
    const leads = [];
    let after: Parameters<Store["findLeads"]>[2]["after"];
    do {
      const page = await store.findLeads(site.slug, filter, { limit: csvPageSize, after });
      leads.push(...page.leads);
      after = page.next ?? undefined;
    } while (after);
    const today = localDateTime(new Date(), site.timeZone).day;
    return reply
      .header("content-type", "text/csv; charset=utf-8")
      .header("content-disposition", `attachment; filename="leads-${site.slug}-${today}.csv"`)
      .send(leadCsv(leads, site));
  });

  api.get("/lead-sites/:site/leads/:id", async (request) => {
    const site = siteOf(request.params);
    const found = await store.leadWithDeliveries(site.slug, idOf(request.params));
    if (!found) throw new StudioError(404, "There is no such lead on this site");
    return leadDetail(found.lead, found.deliveries);
  });

  api.post("/lead-sites/:site/deliveries/:id/retry", async (request) => {
    const site = siteOf(request.params);
    const id = idOf(request.params);
    const retried = await store.retryDelivery(site.slug, id);
    const shown = await store.findDelivery(site.slug, id);
    if (!shown) throw new StudioError(404, "There is no such delivery on this site");
    if (!retried) throw new StudioError(409, "Only a failed delivery can be retried");
    return deliveryView(shown);
  });
}
