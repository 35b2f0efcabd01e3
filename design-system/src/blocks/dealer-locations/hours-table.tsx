import type { HoursRow } from "@storefront/rules/locations/opening-hours";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { enquireHref } from "./location-view.ts";

/**
 * Monday to Sunday, Monday to Friday on one row when they match; 12-hour times, with the place
 * whose time they are in when it is not the site's.
 */
export function HoursTable({
  rows,
  caption,
  zone,
  className,
}: {
  rows: HoursRow[];
  caption: string;
  zone?: string | undefined;
  className?: string;
}) {
  const table = (
    <table data-slot="hours-table" className={cn("w-full text-sm", className)}>
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {rows.map((row) => (
          <tr key={row.days} className="border-border border-b last:border-0">
            <th scope="row" className="py-1 pr-4 text-left font-medium">
              {row.days}
            </th>
            <td className="py-1 text-right tabular-nums" data-kind={row.kind}>
              {row.kind === "enquire" ? (
                <SiteLink
                  href={enquireHref}
                  className={cn("rounded-sm underline underline-offset-4", focusRing)}
                >
                  {row.text}
                </SiteLink>
              ) : (
                row.text
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!zone) return table;
  return (
    <div className={cn("grid w-full gap-1", className)}>
      {table}
      <p data-slot="hours-zone" className="text-muted-foreground text-xs">
        Hours in {zone} time
      </p>
    </div>
  );
}
