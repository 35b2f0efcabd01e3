import { vehicleCountLabel } from "@storefront/rules/formatting/vehicle-count";
import type { BlockProps } from "@storefront/schemas";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { BodyPictogramIcon } from "./body-pictogram-icon.tsx";
import type { FacetTile as FacetTileData } from "./facet-tiles-data.ts";

type FacetTileProps = { tile: FacetTileData; facet: BlockProps<"facet-tiles">["facet"] };

/** A link to the results for one make or body type, with its vehicle count. */
export function FacetTile({ tile, facet }: FacetTileProps) {
  return (
    <SiteLink
      href={tile.href}
      data-slot="facet-tile"
      data-facet={facet}
      className={cn(
        "flex h-full flex-col items-center gap-2 rounded-lg border bg-card p-3 text-center sm:p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-muted",
        focusRing,
      )}
    >
      {facet === "body" ? (
        <BodyPictogramIcon body={tile.value} className="h-10 w-20 text-primary" />
      ) : (
        <span
          aria-hidden="true"
          className="flex size-10 items-center justify-center rounded-full bg-primary font-bold font-heading text-lg text-primary-foreground"
        >
          {tile.value.charAt(0).toUpperCase()}
        </span>
      )}
      <span className="hyphens-auto break-words font-heading font-semibold text-sm leading-tight sm:text-base">
        {tile.value}
      </span>{" "}
      <span className="text-muted-foreground text-sm">{vehicleCountLabel(tile.count)}</span>
    </SiteLink>
  );
}
