import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { Skeleton } from "../../ui/skeleton/skeleton.tsx";
import { FacetTile } from "./facet-tile.tsx";
import type { FacetTilesData } from "./facet-tiles-data.ts";

export type FacetTilesProps = BlockProps<"facet-tiles"> & FacetTilesData;

const gridClassName =
  "grid grid-cols-2 gap-3 sm:grid-cols-3 md:gap-4 lg:grid-cols-4 xl:grid-cols-6";

/** Tiles for makes or body types with their counts, each linking to its results. */
export function FacetTiles({ title, facet, limit, tiles }: FacetTilesProps) {
  const titleId = useId();
  if (tiles?.length === 0) return null;
  const loading = tiles === undefined;
  return (
    <section
      data-slot="facet-tiles"
      data-facet={facet}
      data-state={loading ? "loading" : "ready"}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
      className="mx-auto w-full max-w-7xl px-4 py-8"
    >
      <h2 id={titleId} className="mb-4 font-bold font-heading text-2xl md:text-3xl">
        {title}
      </h2>
      {loading ? (
        <div className={gridClassName}>
          <span className="sr-only">Loading</span>
          {Array.from({ length: limit }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have nothing else to key by.
            <Skeleton key={index} className="h-32 rounded-lg" />
          ))}
        </div>
      ) : (
        <ul className={gridClassName}>
          {tiles.slice(0, limit).map((tile) => (
            <li key={tile.value}>
              <FacetTile tile={tile} facet={facet} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
