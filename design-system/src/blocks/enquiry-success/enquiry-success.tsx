import { CircleCheckIcon } from "lucide-react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

/** The enquiry the shopper just sent, as the browser remembered it. */
type SentEnquiry = {
  category: string;
  car?: { title: string; href: string };
};

type EnquirySuccessProps = {
  title: string;
  message: string;
  searchLabel: string;
  /** Unknown until the browser has read it (and on the server); null when nothing was sent. */
  enquiry: SentEnquiry | null | undefined;
  searchHref: string;
};

/** The thank-you after a lead is saved, naming the car and the kind of enquiry. */
export function EnquirySuccess({
  title,
  message,
  searchLabel,
  enquiry,
  searchHref,
}: EnquirySuccessProps) {
  return (
    <section
      data-slot="enquiry-success"
      data-state={enquiry === undefined ? "loading" : enquiry ? "sent" : "none"}
      className="mx-auto flex w-full max-w-3xl flex-col items-start gap-4 px-4 py-10"
    >
      <CircleCheckIcon aria-hidden className="size-10 text-success" />
      <h1 className="font-bold font-heading text-3xl tracking-tight md:text-4xl">{title}</h1>
      <p className="text-lg">{message}</p>
      {enquiry ? (
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-lg border bg-card p-4 text-card-foreground">
          <dt className="font-medium">Enquiry</dt>
          <dd>{enquiry.category}</dd>
          {enquiry.car ? (
            <>
              <dt className="font-medium">Vehicle</dt>
              <dd>
                <SiteLink href={enquiry.car.href} className="underline underline-offset-4">
                  {enquiry.car.title}
                </SiteLink>
              </dd>
            </>
          ) : null}
        </dl>
      ) : null}
      <LinkButton asChild variant="outline">
        <SiteLink href={searchHref}>{searchLabel}</SiteLink>
      </LinkButton>
    </section>
  );
}
