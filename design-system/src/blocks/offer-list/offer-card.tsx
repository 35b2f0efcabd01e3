import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { offerDescription, offerDisclaimer } from "@storefront/rules/offers/offer-text";
import type { Offer } from "@storefront/schemas";
import { lazy, useId } from "react";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { DialogButton } from "../lead-forms/dialog-button.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { ShortenedText } from "./shortened-text.tsx";

// The form's code (react-hook-form, the lead schema, the focus trap) loads when first opened.
const OfferEnquiryDialog = lazy(() =>
  import("./offer-enquiry-dialog.tsx").then((module) => ({ default: module.OfferEnquiryDialog })),
);

export type OfferCardProps = {
  offer: Offer;
  /** The offer's own page; left out on that page. */
  href?: string | undefined;
  testDriveHref: string;
  initialValues: RememberedDetails;
  /** Sends the offer's enquiry (the connector builds the lead). */
  send: (offer: Offer) => SendLeadForm;
  /** On the offer's page the texts open whole and the card spans the page. */
  layout?: "card" | "page";
  /** 'Explore {model}'; left out on the model's own page. */
  exploreLink?: boolean;
};

const modelHref = (model: NonNullable<Offer["model"]>) => model.override_url ?? `/${model.slug}`;

/** An offer: image, name, description and disclaimer (each cut until asked), and its actions. */
export function OfferCard({
  offer,
  href,
  testDriveHref,
  initialValues,
  send,
  layout = "card",
  exploreLink = true,
}: OfferCardProps) {
  const headingId = useId();
  const page = layout === "page";
  const image = offer.image_or_model_image ?? offer.image_url;
  const Heading = page ? "h1" : "h2";
  return (
    <article
      data-slot="offer-card"
      aria-labelledby={headingId}
      className={cn(
        "flex h-full flex-col overflow-hidden rounded-lg border bg-card text-card-foreground shadow-sm",
        page && "md:flex-row",
      )}
    >
      {image ? (
        <img
          src={image}
          alt=""
          loading={page ? "eager" : "lazy"}
          width={640}
          height={360}
          className={cn("aspect-video w-full bg-muted object-cover", page && "md:w-1/2")}
        />
      ) : null}
      <div className="flex flex-1 flex-col gap-3 p-4">
        {offer.manufacturer ? (
          <p className="font-medium text-muted-foreground text-sm">{offer.manufacturer}</p>
        ) : null}
        <Heading id={headingId} className="font-heading font-semibold text-xl">
          {href ? (
            <SiteLink href={href} className="underline-offset-4 hover:underline">
              {offer.name}
            </SiteLink>
          ) : (
            offer.name
          )}
        </Heading>
        {/* The spec's 'View more/less' and 'View full/less disclaimer' are each one toggle with
            two labels: the first while the text is cut, the second while it is whole. */}
        <ShortenedText
          slot="offer-description"
          text={offerDescription(offer.sanitized_description ?? offer.description)}
          more="View more"
          less="View less"
          defaultExpanded={page}
        />
        <ShortenedText
          slot="offer-disclaimer"
          text={offerDisclaimer(offer.disclaimer)}
          more="View full disclaimer"
          less="View less disclaimer"
          defaultExpanded={page}
          className="text-muted-foreground text-xs"
        />
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <DialogButton
            slot="offer-enquire"
            dialog={(dialog) => (
              <OfferEnquiryDialog
                {...dialog}
                title="Enquire Now"
                about={offer.name}
                submitLabel="Send Enquiry"
                initialValues={initialValues}
                send={send(offer)}
              />
            )}
          >
            Enquire Now
          </DialogButton>
          {offer.model && exploreLink ? (
            <LinkButton asChild variant="outline" size="lg">
              <SiteLink href={modelHref(offer.model)}>Explore {offer.model.name}</SiteLink>
            </LinkButton>
          ) : null}
          <LinkButton asChild variant="outline" size="lg">
            <SiteLink href={testDriveHref}>Book A Test Drive</SiteLink>
          </LinkButton>
        </div>
      </div>
    </article>
  );
}
