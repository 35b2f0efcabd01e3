import { formatDate, formatMoney } from "@storefront/rules/formatting/format";
import type { GarageAnswer } from "@storefront/schemas/shopper/garage";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Badge } from "../../ui/badge/badge.tsx";
import { EmptyNote } from "./garage-section.tsx";

const rowClassName = "flex flex-col gap-1 rounded-lg border bg-card p-4";
const linkClassName = ["rounded-sm font-semibold hover:underline", focusRing].join(" ");

/** The searches the shopper saved, each opening its results, with whether alerts still go. */
export function SavedSearchesSection({ searches }: { searches: GarageAnswer["saved_searches"] }) {
  if (searches.length === 0)
    return (
      <EmptyNote>
        You have no saved searches. Use 'Save this search' on a search page to be told of new
        matches.
      </EmptyNote>
    );
  return (
    <ul className="grid gap-3">
      {searches.map((search) => (
        <li key={search.id} data-slot="garage-saved-search" className={rowClassName}>
          <SiteLink href={search.href} className={linkClassName}>
            {search.title}
          </SiteLink>
          <p className="text-sm">
            {search.alerts
              ? `New matches and price drops are emailed to ${search.email}.`
              : "Alerts are stopped for this search."}
          </p>
          <p className="text-muted-foreground text-sm">Saved {formatDate(search.created_at)}</p>
        </li>
      ))}
    </ul>
  );
}

type Reservation = GarageAnswer["reservations"][number];

const statusBadge = {
  "pending-payment": { text: "Deposit not yet paid", variant: "muted" },
  held: { text: "Held for you", variant: "success" },
  confirmed: { text: "Confirmed by the dealer", variant: "success" },
  released: { text: "Released", variant: "muted" },
  refunded: { text: "Deposit refunded", variant: "info" },
  expired: { text: "Hold ended", variant: "muted" },
} as const satisfies Record<Reservation["status"], { text: string; variant: string }>;

/** The cars the shopper reserved with a deposit, newest first, and where each stands. */
export function ReservationsSection({
  reservations,
}: {
  reservations: GarageAnswer["reservations"];
}) {
  if (reservations.length === 0) return <EmptyNote>You have not reserved a car online.</EmptyNote>;
  return (
    <ul className="grid gap-3">
      {reservations.map((reservation) => {
        const badge = statusBadge[reservation.status];
        return (
          <li
            key={reservation.id}
            data-slot="garage-reservation"
            data-status={reservation.status}
            className={rowClassName}
          >
            {reservation.car_slug ? (
              <SiteLink href={`/cars/${reservation.car_slug}`} className={linkClassName}>
                {reservation.car_title}
              </SiteLink>
            ) : (
              <p className="font-semibold">
                {reservation.car_title ?? `Car ${reservation.car_id}`}
              </p>
            )}
            <p>Deposit {formatMoney(reservation.amount_cents / 100)}</p>
            <Badge variant={badge.variant} className="self-start">
              {badge.text}
            </Badge>
            <p className="text-muted-foreground text-sm">
              Reserved {formatDate(reservation.created_at)}
              {reservation.status === "held" && reservation.expires_at
                ? `, held until ${formatDate(reservation.expires_at)}`
                : ""}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
