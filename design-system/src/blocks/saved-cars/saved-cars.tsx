import type { BlockProps } from "@storefront/schemas";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { resultGridClassName } from "../search-results/results-grid.tsx";
import { ResultsSkeleton } from "../search-results/results-skeleton.tsx";
import { CompareTable } from "./compare-table.tsx";
import { SavedCarCard } from "./saved-car-card.tsx";
import type { SavedCarsData } from "./saved-cars-data.ts";

export type SavedCarsProps = BlockProps<"saved-cars"> & SavedCarsData;

/** Placeholders while the kept cars load. */
const skeletonCards = 3;

/**
 * The cars a shopper keeps (favourites, the compare list or the watchlist): as cards with a link
 * to compare them, or side by side. Each can be removed; with none, a message and a way to search.
 * A signed-out shopper's watchlist asks them to sign in.
 */
export function SavedCars({
  view,
  emptyMessage,
  searchLabel,
  signInMessage,
  status,
  cars,
  noPriceText,
  searchHref,
  compareHref,
  onRemove,
  signInHref,
}: SavedCarsProps) {
  const shared = { noPriceText, onRemove };
  return (
    <section
      data-slot="saved-cars"
      data-state={status}
      aria-label={view === "compare" ? "Compared cars" : "Saved cars"}
      aria-busy={status === "loading"}
      className="flex flex-col gap-6 py-4"
    >
      {signInHref ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg">{signInMessage}</p>
          <LinkButton asChild>
            <SiteLink href={signInHref}>Sign In</SiteLink>
          </LinkButton>
        </div>
      ) : status === "loading" ? (
        <ResultsSkeleton count={skeletonCards} />
      ) : cars.length === 0 ? (
        <div className="flex flex-col items-start gap-4">
          <p className="text-lg">{emptyMessage}</p>
          <LinkButton asChild variant="outline">
            <SiteLink href={searchHref}>{searchLabel}</SiteLink>
          </LinkButton>
        </div>
      ) : view === "compare" ? (
        <CompareTable cars={cars} {...shared} />
      ) : (
        <>
          {compareHref && cars.length > 1 ? (
            <LinkButton asChild variant="outline" className="self-start">
              <SiteLink href={compareHref}>Compare these cars</SiteLink>
            </LinkButton>
          ) : null}
          <ul className={resultGridClassName}>
            {cars.map((car) => (
              <li key={car.id}>
                <SavedCarCard car={car} {...shared} />
              </li>
            ))}
          </ul>
        </>
      )}
      {status === "error" ? (
        <p role="alert" className="text-danger">
          The cars could not be loaded. Please try again later.
        </p>
      ) : null}
    </section>
  );
}
