import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import type { BlockProps, Offer } from "@storefront/schemas";
import { useId } from "react";
import { useImageLoader } from "../../lib/image-loader.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { OfferCard } from "../offer-list/offer-card.tsx";

/** The model's picture: an offer's image, a photo of one in stock, or one still being found. */
export type ModelImage = { kind: "offer" | "stock"; src: string } | { kind: "loading" };

export type ModelOverviewData = {
  /** The model the address names; without one the block shows nothing. */
  model: { name: string; title: string } | undefined;
  image: ModelImage | undefined;
  /** Its offers running now. */
  offers: Offer[];
  /** How many the site lists, and their search listing. */
  stock: { count: number; href: string };
  offerHref: (offer: Offer) => string;
  initialValues: RememberedDetails;
  send: (offer: Offer) => SendLeadForm;
};

/** Wide screens give the picture half the page. */
const pictureSizes = "(min-width: 48rem) 50vw, 100vw";

function ModelPicture({ image }: { image: ModelImage }) {
  const loader = useImageLoader();
  const frame = "aspect-video w-full overflow-hidden rounded-lg bg-muted";
  if (image.kind === "loading") return <div data-slot="model-image" className={frame} />;
  const stock = image.kind === "stock";
  const srcSet = stock ? loader.srcSet(image.src, 960) : undefined;
  return (
    <div data-slot="model-image" className={frame}>
      <img
        src={stock ? loader.src(image.src, 960) : image.src}
        srcSet={srcSet}
        sizes={srcSet ? pictureSizes : undefined}
        alt=""
        width={960}
        height={540}
        fetchPriority="high"
        className="size-full object-cover"
      />
    </div>
  );
}

/**
 * A model's explore page: its name and picture, how many are in stock with the way to them,
 * 'Book A Test Drive', and its running offers as offer cards.
 */
export function ModelOverview({
  offersTitle,
  testDriveHref,
  enquiryCategory: _category,
  model,
  image,
  offers,
  stock,
  offerHref,
  initialValues,
  send,
}: BlockProps<"model-overview"> & ModelOverviewData) {
  const offersHeadingId = useId();
  if (!model) return null;
  return (
    <div data-slot="model-overview" className="grid gap-6 py-4">
      <div className="grid items-center gap-6 md:grid-cols-2">
        {image ? <ModelPicture image={image} /> : null}
        <div className="grid content-start justify-items-start gap-4">
          <h1 className="font-bold font-heading text-3xl md:text-4xl">{model.title}</h1>
          <p data-slot="model-stock" className="text-lg">
            {stock.count > 0
              ? `${stock.count} ${model.name} in stock`
              : `No ${model.name} vehicles are in stock right now.`}
          </p>
          <div className="flex flex-wrap gap-2">
            {stock.count > 0 ? (
              <LinkButton asChild size="lg">
                <SiteLink href={stock.href}>
                  View all {stock.count} {model.name} vehicles
                </SiteLink>
              </LinkButton>
            ) : null}
            <LinkButton asChild variant="outline" size="lg">
              <SiteLink href={testDriveHref}>Book A Test Drive</SiteLink>
            </LinkButton>
          </div>
        </div>
      </div>
      {offers.length ? (
        <section aria-labelledby={offersHeadingId} className="grid gap-4">
          <h2 id={offersHeadingId} className="font-heading font-semibold text-2xl">
            {offersTitle.replaceAll("{model}", model.name)}
          </h2>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            {offers.map((offer) => (
              <li key={offer.id}>
                <OfferCard
                  offer={offer}
                  href={offerHref(offer)}
                  testDriveHref={testDriveHref}
                  initialValues={initialValues}
                  send={send}
                  exploreLink={false}
                />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
