import { Badge } from "@storefront/design-system/ui/badge/badge.tsx";
import { Button } from "@storefront/design-system/ui/button/button.tsx";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from "@storefront/design-system/ui/dialog/dialog.tsx";
import type {
  LeadDeliveryView,
  LeadDetail,
  LeadSite,
  StudioLeadsApi,
} from "@storefront/schemas/studio-api";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { RefObject } from "react";
import { QueryFailure } from "../sites/query-failure.tsx";
import { deliveryLabels, deliveryStatusLabels, deliveryVariants, siteTime } from "./lead-labels.ts";
import { leadsQueries } from "./leads-queries.ts";

type LeadDialogProps = {
  api: StudioLeadsApi;
  site: LeadSite;
  leadId: string | null;
  onClose: () => void;
  /** What gets focus back on closing: the button that opened the lead. */
  returnFocus: RefObject<HTMLElement | null>;
};

/** A field's value in words: lists joined, nested values (visited pages...) as JSON. */
function shown(value: unknown): string {
  if (Array.isArray(value) && value.every((item) => typeof item !== "object"))
    return value.join(", ");
  if (typeof value === "object" && value !== null) return JSON.stringify(value);
  return String(value);
}

function DeliveryItem({
  api,
  site,
  leadId,
  delivery,
}: {
  api: StudioLeadsApi;
  site: LeadSite;
  leadId: string;
  delivery: LeadDeliveryView;
}) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => api.retryDelivery(site.slug, delivery.id),
    onSuccess: async (retried) => {
      queryClient.setQueryData<LeadDetail>(
        leadsQueries.lead(api, site.slug, leadId).queryKey,
        (detail) =>
          detail && {
            ...detail,
            deliveries: detail.deliveries.map((each) => (each.id === retried.id ? retried : each)),
          },
      );
      await queryClient.invalidateQueries({ queryKey: ["leads", site.slug] });
      await queryClient.invalidateQueries({ queryKey: ["lead", site.slug, leadId] });
    },
  });
  const failed = delivery.status === "failed";
  return (
    <li
      className="grid gap-1 rounded-md border p-3"
      data-slot="lead-delivery"
      data-state={delivery.status}
    >
      <div className="flex flex-wrap items-center gap-2">
        <span className="font-medium">{delivery.destination}</span>
        <Badge
          variant={failed ? "danger" : delivery.status === "delivered" ? "success" : "warning"}
        >
          {deliveryStatusLabels[delivery.status]}
        </Badge>
      </div>
      <p className="text-sm">
        Attempts: {delivery.attempts}
        {delivery.deliveredAt && ` · delivered ${siteTime(delivery.deliveredAt, site.timeZone)}`}
        {delivery.nextAttemptAt &&
          ` · next attempt ${siteTime(delivery.nextAttemptAt, site.timeZone)}`}
      </p>
      {delivery.lastError && <p className="text-sm">Last error: {delivery.lastError}</p>}
      <div aria-live="polite" className="text-sm">
        {retry.isSuccess && "Queued to be sent again."}
        {retry.isError && <span role="alert">{retry.error.message}</span>}
      </div>
      {failed && (
        <Button
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={retry.isPending}
          onClick={() => retry.mutate()}
        >
          {retry.isPending ? "Retrying…" : "Retry delivery"}
        </Button>
      )}
    </li>
  );
}

function LeadBody({ api, site, leadId }: { api: StudioLeadsApi; site: LeadSite; leadId: string }) {
  const detail = useQuery(leadsQueries.lead(api, site.slug, leadId));
  if (detail.isPending)
    return (
      <>
        <DialogTitle>Lead</DialogTitle>
        <DialogDescription>Loading the lead…</DialogDescription>
      </>
    );
  if (detail.isError)
    return (
      <>
        <DialogTitle>Lead</DialogTitle>
        <DialogDescription>The lead could not be loaded.</DialogDescription>
        <QueryFailure error={detail.error} retry={() => detail.refetch()} />
      </>
    );
  const { lead, deliveries } = detail.data;
  return (
    <>
      <div className="grid gap-1 pr-8">
        <DialogTitle>{lead.name}</DialogTitle>
        <DialogDescription>
          {lead.category}, received {siteTime(lead.createdAt, site.timeZone)} ({site.timeZone})
        </DialogDescription>
      </div>
      <section aria-labelledby="lead-deliveries" className="grid gap-2">
        <h3 id="lead-deliveries" className="flex items-center gap-2 font-semibold">
          Deliveries
          <Badge variant={deliveryVariants[lead.delivery]}>{deliveryLabels[lead.delivery]}</Badge>
        </h3>
        {deliveries.length ? (
          <ul className="grid gap-2">
            {deliveries.map((delivery) => (
              <DeliveryItem
                key={delivery.id}
                api={api}
                site={site}
                leadId={lead.id}
                delivery={delivery}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm">The site had no lead destination when this lead came in.</p>
        )}
      </section>
      <section aria-labelledby="lead-fields" className="grid gap-2">
        <h3 id="lead-fields" className="font-semibold">
          Every field sent
        </h3>
        <dl className="grid grid-cols-[minmax(8rem,auto)_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium">Lead ID</dt>
          <dd className="break-all">{lead.id}</dd>
          {Object.entries(lead.fields).map(([name, value]) => (
            <div key={name} className="contents">
              <dt className="font-medium">{name}</dt>
              <dd className="break-words whitespace-pre-wrap">{shown(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

/** One lead: its deliveries (with Retry on a failed one) and every field it was sent with. */
export function LeadDialog({ api, site, leadId, onClose, returnFocus }: LeadDialogProps) {
  return (
    <Dialog open={leadId !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        className="max-w-2xl"
        data-slot="lead-dialog"
        onCloseAutoFocus={(event) => {
          if (!returnFocus.current?.isConnected) return;
          event.preventDefault();
          returnFocus.current.focus();
        }}
      >
        {leadId && <LeadBody api={api} site={site} leadId={leadId} />}
      </DialogContent>
    </Dialog>
  );
}
