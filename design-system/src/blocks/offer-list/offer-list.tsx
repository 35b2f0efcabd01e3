import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import type { OfferPage } from "@storefront/rules/offers/offer-search";
import type { BlockProps, Offer } from "@storefront/schemas";
import type { OfferSearchParams } from "@storefront/schemas/search/offer-search";
import { SiteLink } from "../../renderer/site-link.tsx";
import type { SendLeadForm } from "../lead-forms/lead-form-result.ts";
import { OfferCard } from "./offer-card.tsx";
import { type OfferFilterChoices, OfferFilters } from "./offer-filters.tsx";

export type OfferListData = {
  /** The page of running offers that meet the filters. */
  results: OfferPage;
  filters: OfferSearchParams;
  choices: OfferFilterChoices;
  /** The list page's path, which the filter form reloads. */
  action: string;
  pageHref: (page: number) => string;
  offerHref: (offer: Offer) => string;
  initialValues: RememberedDetails;
  send: (offer: Offer) => SendLeadForm;
};

/** The running offers as cards, 21 a page, with their filters; the spec's message when none match. */
export function OfferList({
  showFilters,
  emptyMessage,
  testDriveHref,
  enquiryCategory: _category,
  results,
  filters,
  choices,
  action,
  pageHref,
  offerHref,
  initialValues,
  send,
}: BlockProps<"offer-list"> & OfferListData) {
  return (
    <section data-slot="offer-list" aria-label="Special offers" className="grid gap-6 py-4">
      {showFilters ? <OfferFilters choices={choices} filters={filters} action={action} /> : null}
      {results.offers.length === 0 ? (
        <p
          data-slot="offer-list-empty"
          role="status"
          className="rounded-lg bg-muted p-6 text-center"
        >
          {emptyMessage}
        </p>
      ) : (
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {results.offers.map((offer) => (
            <li key={offer.id}>
              <OfferCard
                offer={offer}
                href={offerHref(offer)}
                testDriveHref={testDriveHref}
                initialValues={initialValues}
                send={send}
              />
            </li>
          ))}
        </ul>
      )}
      {results.pages > 1 ? (
        <nav aria-label="Offer pages" className="flex items-center justify-center gap-4">
          {results.page > 1 ? (
            <SiteLink href={pageHref(results.page - 1)}>Previous</SiteLink>
          ) : null}
          <span>
            Page {results.page} of {results.pages}
          </span>
          {results.page < results.pages ? (
            <SiteLink href={pageHref(results.page + 1)}>Next</SiteLink>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
