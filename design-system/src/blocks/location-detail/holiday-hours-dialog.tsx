import type { HolidayRow } from "@storefront/rules/locations/opening-hours";
import { Button } from "../../ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "../../ui/dialog/dialog.tsx";

/** 'View Holiday Hours': the coming dates whose hours differ, in a dialog. */
export function HolidayHoursDialog({ name, rows }: { name: string; rows: HolidayRow[] }) {
  if (!rows.length) return null;
  return (
    <Dialog>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          View Holiday Hours
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Holiday Hours</DialogTitle>
          <DialogDescription>{name}</DialogDescription>
        </DialogHeader>
        <table className="w-full text-sm">
          <caption className="sr-only">Holiday hours of {name}</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.date} className="border-border border-b last:border-0">
                <th scope="row" className="py-1.5 pr-4 text-left font-medium">
                  {row.label}
                  {row.name ? (
                    <span className="block font-normal text-muted-foreground">{row.name}</span>
                  ) : null}
                </th>
                <td className="py-1.5 text-right tabular-nums">{row.text}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </DialogContent>
    </Dialog>
  );
}
