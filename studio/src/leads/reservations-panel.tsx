import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import { Input } from "@storefront/design-system/ui/input/input.tsx";
import { Label } from "@storefront/design-system/ui/label/label.tsx";
import { Skeleton } from "@storefront/design-system/ui/skeleton/skeleton.tsx";
import { formatMoneyCents } from "@storefront/rules/formatting/format";
import type {
  LeadSite,
  ReservationChangeInput,
  ReservationView,
  StudioLeadsApi,
} from "@storefront/schemas/studio-api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { QueryFailure } from "../sites/query-failure.tsx";
import { siteTime } from "./lead-labels.ts";

type Status = ReservationView["status"];
type Action = ReservationChangeInput["action"];

const statusLabels: Record<Status, string> = {
  "pending-payment": "Waiting for payment",
  held: "Held: to confirm",
  confirmed: "Confirmed",
  released: "Released",
  refunded: "Refunded",
  expired: "Expired",
};
const statusVariants = {
  "pending-payment": "muted",
  held: "warning",
  confirmed: "success",
  released: "muted",
  refunded: "info",
  expired: "muted",
} as const satisfies Record<Status, string>;

const actionLabels: Record<Action, string> = {
  confirm: "Confirm",
  release: "Release",
  refund: "Refund deposit",
};

/** What the dealer may do to a reservation where it stands (the server decides for good). */
function actionsFor(reservation: ReservationView): Action[] {
  const actions: Action[] = [];
  if (reservation.status === "held") actions.push("confirm");
  if (["pending-payment", "held", "confirmed"].includes(reservation.status))
    actions.push("release");
  if (reservation.leadId && reservation.status !== "refunded") actions.push("refund");
  return actions;
}

const cell = "px-3 py-2 align-top";

function ReservationRow({
  reservation,
  site,
  onAct,
  busy,
}: {
  reservation: ReservationView;
  site: LeadSite;
  onAct: (reservation: ReservationView, action: Action) => void;
  busy: boolean;
}) {
  const car = reservation.car.title ?? `Car ${reservation.car.id}`;
  return (
    <tr className="border-t" data-slot="reservation-row" data-state={reservation.status}>
      <th scope="row" className={`${cell} text-left font-normal`}>
        {car}
        <span className="block text-muted-foreground">
          Started {siteTime(reservation.createdAt, site.timeZone)}
        </span>
      </th>
      <td className={cell}>
        <div className="grid">
          <span>{reservation.shopper.name}</span>
          {reservation.shopper.email && <span>{reservation.shopper.email}</span>}
          {reservation.shopper.phone && <span>{reservation.shopper.phone}</span>}
        </div>
      </td>
      <td className={cell}>
        {formatMoneyCents(reservation.amountCents / 100)}
        {reservation.paymentReference && (
          <span className="block text-muted-foreground">{reservation.paymentReference}</span>
        )}
      </td>
      <td className={cell}>
        <Badge variant={statusVariants[reservation.status]}>
          {statusLabels[reservation.status]}
        </Badge>
        {reservation.expiresAt && (
          <span className="block text-muted-foreground">
            until {siteTime(reservation.expiresAt, site.timeZone)}
          </span>
        )}
        <details className="mt-1">
          <summary className="cursor-pointer text-sm underline underline-offset-4">
            Who did what
          </summary>
          <ol className="mt-1 grid gap-0.5 text-sm">
            {reservation.log.map((entry) => (
              <li key={`${entry.at} ${entry.action}`}>
                {siteTime(entry.at, site.timeZone)}: {entry.actor} {entry.action}
                {entry.note ? ` (${entry.note})` : ""}
              </li>
            ))}
          </ol>
        </details>
      </td>
      <td className={cell}>
        <div className="flex flex-wrap gap-2">
          {actionsFor(reservation).map((action) => (
            <Button
              key={action}
              size="sm"
              variant={action === "refund" ? "outline" : "primary"}
              disabled={busy}
              aria-label={`${actionLabels[action]}: ${car}`}
              onClick={() => onAct(reservation, action)}
            >
              {actionLabels[action]}
            </Button>
          ))}
        </div>
      </td>
    </tr>
  );
}

/**
 * A site's car reservations: each car, shopper, deposit and where it stands, with the dealer's
 * confirm, release and refund, each logged under the name given.
 */
export function ReservationsPanel({ api, site }: { api: StudioLeadsApi; site: LeadSite }) {
  const queryKey = ["reservations", site.slug];
  const list = useQuery({ queryKey, queryFn: () => api.reservations(site.slug) });
  const client = useQueryClient();
  const nameId = useId();
  const [by, setBy] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const change = useMutation({
    mutationFn: ({ id, action }: { id: string; action: Action }) =>
      api.changeReservation(site.slug, id, { action, by: by.trim() }),
    onSuccess: () => client.invalidateQueries({ queryKey }),
    onError: (error: Error) => setProblem(error.message),
  });
  const act = (reservation: ReservationView, action: Action) => {
    setProblem(null);
    if (!by.trim()) {
      setProblem("Enter your name first: each action is logged with who took it.");
      document.getElementById(nameId)?.focus();
      return;
    }
    change.mutate({ id: reservation.id, action });
  };
  return (
    <section className="grid gap-3" aria-labelledby={`${nameId}-heading`}>
      <h2 id={`${nameId}-heading`} className="font-heading font-bold text-2xl">
        Reservations
      </h2>
      <div className="grid max-w-sm gap-1.5">
        <Label htmlFor={nameId}>Your name (logged with each action)</Label>
        <Input
          id={nameId}
          value={by}
          autoComplete="name"
          aria-invalid={problem !== null && !by.trim()}
          onChange={(event) => setBy(event.target.value)}
        />
      </div>
      <div aria-live="polite">{problem && <p role="alert">{problem}</p>}</div>
      {list.isPending ? (
        <Skeleton className="h-24" />
      ) : list.isError ? (
        <QueryFailure error={list.error} retry={() => list.refetch()} />
      ) : list.data.length ? (
        <div className="overflow-x-auto rounded-lg border" data-slot="reservations-table">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">Car reservations of {site.name}</caption>
            <thead className="bg-muted">
              <tr>
                {["Car", "Shopper", "Deposit", "Status", "Actions"].map((heading) => (
                  <th key={heading} scope="col" className="px-3 py-2 text-left font-semibold">
                    {heading}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.map((reservation) => (
                <ReservationRow
                  key={reservation.id}
                  reservation={reservation}
                  site={site}
                  onAct={act}
                  busy={change.isPending}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : (
        <p>This site has no reservations yet.</p>
      )}
    </section>
  );
}
