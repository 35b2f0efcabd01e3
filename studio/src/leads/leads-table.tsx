import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import type { LeadSite, LeadSummary } from "@storefront/schemas/studio-api";
import { deliveryLabels, deliveryVariants, siteTime } from "./lead-labels.ts";

type LeadsTableProps = {
  site: LeadSite;
  leads: readonly LeadSummary[];
  /** Opens a lead; the button pressed gets focus back when its dialog closes. */
  onOpen: (lead: LeadSummary, opener: HTMLButtonElement) => void;
};

const headerCell = "px-3 py-2 text-left font-semibold";
const cell = "px-3 py-2 align-top";

/** The leads of one page: when (on the site's clock), who, how to reply, about what, delivered or not. */
export function LeadsTable({ site, leads, onOpen }: LeadsTableProps) {
  const dealerships = new Map(site.dealerships.map((each) => [each.slug, each.name]));
  return (
    <div className="overflow-x-auto rounded-lg border" data-slot="leads-table">
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">Leads of {site.name}</caption>
        <thead className="bg-muted">
          <tr>
            <th scope="col" className={headerCell}>
              Received ({site.timeZone})
            </th>
            <th scope="col" className={headerCell}>
              Name
            </th>
            <th scope="col" className={headerCell}>
              Contact
            </th>
            <th scope="col" className={headerCell}>
              Category
            </th>
            <th scope="col" className={headerCell}>
              Car
            </th>
            <th scope="col" className={headerCell}>
              Delivery
            </th>
          </tr>
        </thead>
        <tbody>
          {leads.map((lead) => (
            <tr key={lead.id} className="border-t" data-slot="lead-row">
              <td className={`${cell} whitespace-nowrap`}>
                {siteTime(lead.createdAt, site.timeZone)}
              </td>
              <th scope="row" className={`${cell} text-left font-normal`}>
                <Button
                  variant="link"
                  className="text-left"
                  onClick={(event) => onOpen(lead, event.currentTarget)}
                >
                  {lead.name}
                </Button>
              </th>
              <td className={cell}>
                <div className="grid">
                  {lead.email && <span>{lead.email}</span>}
                  {lead.phone && <span>{lead.phone}</span>}
                </div>
              </td>
              <td className={cell}>
                {lead.category}
                {lead.dealershipSlug && (
                  <span className="block text-muted-foreground">
                    {dealerships.get(lead.dealershipSlug) ?? lead.dealershipSlug}
                  </span>
                )}
              </td>
              <td className={cell}>{lead.car ?? "—"}</td>
              <td className={cell}>
                <Badge variant={deliveryVariants[lead.delivery]} data-state={lead.delivery}>
                  {deliveryLabels[lead.delivery]}
                </Badge>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
