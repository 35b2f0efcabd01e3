import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Label } from "@storefront/design-system/ui/label/label.tsx";
import { LinkButton } from "@storefront/design-system/ui/link-button/link-button.tsx";
import { Select } from "@storefront/design-system/ui/select/select.tsx";
import { Skeleton } from "@storefront/design-system/ui/skeleton/skeleton.tsx";
import type { LeadSite, StudioLeadsApi } from "@storefront/schemas/studio-api";
import { useInfiniteQuery, useQuery } from "@tanstack/react-query";
import { DownloadIcon } from "lucide-react";
import { useId, useRef, useState } from "react";
import { StudioLink } from "../app/studio-link.tsx";
import type { StudioRoute } from "../app/studio-route.ts";
import { navigate } from "../app/use-studio-route.ts";
import { QueryFailure } from "../sites/query-failure.tsx";
import { downloadCsv } from "./download-csv.ts";
import { createHttpLeadsApi } from "./http-leads-api.ts";
import { LeadDialog } from "./lead-dialog.tsx";
import { LeadFiltersForm } from "./lead-filters-form.tsx";
import { leadsQueries } from "./leads-queries.ts";
import { LeadsTable } from "./leads-table.tsx";
import { ReservationsPanel } from "./reservations-panel.tsx";

type LeadsRoute = Extract<StudioRoute, { screen: "leads" }>;

function SitePicker({
  sites,
  site,
  route,
}: {
  sites: LeadSite[];
  site: LeadSite;
  route: LeadsRoute;
}) {
  const id = useId();
  return (
    <div className="grid max-w-sm gap-1.5">
      <Label htmlFor={id}>Site</Label>
      <Select
        id={id}
        value={site.slug}
        onChange={(event) =>
          navigate(
            { ...route, site: event.target.value, filters: {}, lead: null },
            { replace: true },
          )
        }
      >
        {sites.map((each) => (
          <option key={each.slug} value={each.slug}>
            {each.name}
          </option>
        ))}
      </Select>
    </div>
  );
}

function SiteLeads({
  api,
  site,
  route,
}: {
  api: StudioLeadsApi;
  site: LeadSite;
  route: LeadsRoute;
}) {
  const list = useInfiniteQuery(leadsQueries.list(api, site.slug, route.filters));
  const opener = useRef<HTMLElement | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const leads = list.data?.pages.flatMap((page) => page.leads) ?? [];
  const categories = list.data?.pages[0]?.categories ?? [];
  const csvUrl = api.csvUrl(site.slug, route.filters);
  const filtered = Object.keys(route.filters).length > 0;
  return (
    <>
      <LeadFiltersForm
        key={`${site.slug} ${JSON.stringify(route.filters)}`}
        site={site}
        filters={route.filters}
        categories={categories}
        onApply={(filters) =>
          navigate({ ...route, site: site.slug, filters, lead: null }, { replace: true })
        }
      />
      <div className="flex flex-wrap items-center gap-3">
        <p aria-live="polite" className="text-muted-foreground text-sm">
          {list.isSuccess &&
            `${leads.length}${list.hasNextPage ? "+" : ""} ${leads.length === 1 ? "lead" : "leads"}${filtered ? " match the filters" : ""}`}
        </p>
        <LinkButton
          variant="outline"
          size="sm"
          className="ml-auto"
          href={csvUrl}
          download
          onClick={(event) => {
            event.preventDefault();
            setExportError(null);
            downloadCsv(csvUrl).catch((error: Error) => setExportError(error.message));
          }}
        >
          <DownloadIcon aria-hidden="true" className="size-4" />
          Export CSV
        </LinkButton>
      </div>
      {exportError && <p role="alert">{exportError}</p>}
      {list.isPending ? (
        <Skeleton className="h-40" />
      ) : list.isError ? (
        <QueryFailure error={list.error} retry={() => list.refetch()} />
      ) : leads.length ? (
        <>
          <LeadsTable
            site={site}
            leads={leads}
            onOpen={(lead, button) => {
              opener.current = button;
              navigate({ ...route, site: site.slug, lead: lead.id }, { replace: true });
            }}
          />
          {list.hasNextPage && (
            <Button
              variant="outline"
              className="justify-self-start"
              disabled={list.isFetchingNextPage}
              onClick={() => list.fetchNextPage()}
            >
              {list.isFetchingNextPage ? "Loading…" : "Show more leads"}
            </Button>
          )}
        </>
      ) : (
        <p>{filtered ? "No lead matches these filters." : "This site has no leads yet."}</p>
      )}
      <LeadDialog
        api={api}
        site={site}
        leadId={route.lead}
        returnFocus={opener}
        onClose={() => navigate({ ...route, site: site.slug, lead: null }, { replace: true })}
      />
    </>
  );
}

const defaultApi = createHttpLeadsApi();

/** The leads of the sites this server serves, for a dealer without a CRM. */
export function LeadsScreen({
  route,
  api = defaultApi,
}: {
  route: LeadsRoute;
  api?: StudioLeadsApi;
}) {
  const sites = useQuery(leadsQueries.sites(api));
  const site = sites.data?.find((each) => each.slug === route.site) ?? sites.data?.[0];
  return (
    <main className="mx-auto grid max-w-7xl gap-6 px-6 py-10" data-slot="leads-screen">
      <header className="grid gap-1">
        <StudioLink to={{ screen: "sites" }} className="text-sm underline underline-offset-4">
          Back to your sites
        </StudioLink>
        <h1 className="font-heading font-bold text-3xl">Leads</h1>
        <p className="text-muted-foreground">
          Every lead the served sites received, and whether it reached the dealer.
        </p>
      </header>
      {sites.isPending ? (
        <Skeleton className="h-20" />
      ) : sites.isError ? (
        <QueryFailure error={sites.error} retry={() => sites.refetch()} />
      ) : site && sites.data ? (
        <>
          <SitePicker sites={sites.data} site={site} route={route} />
          <SiteLeads key={site.slug} api={api} site={site} route={route} />
          <ReservationsPanel key={`${site.slug} reservations`} api={api} site={site} />
        </>
      ) : (
        <p>This server serves no site.</p>
      )}
    </main>
  );
}
