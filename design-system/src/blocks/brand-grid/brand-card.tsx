import { brandOverviewPath } from "@storefront/rules/navigation/brand-sections";
import type { Brand } from "@storefront/schemas";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";

/** A brand's logo (or its name when it has none), linking to its overview page. */
export function BrandCard({ brand }: { brand: Brand }) {
  return (
    <SiteLink
      href={brandOverviewPath(brand.slug)}
      data-slot="brand-card"
      data-logo={brand.logo ? "true" : undefined}
      className={cn(
        "flex h-24 items-center justify-center rounded-lg border bg-card p-3 text-center sm:p-4 text-card-foreground shadow-sm transition-colors hover:border-primary hover:bg-muted",
        focusRing,
      )}
    >
      {brand.logo ? (
        <img
          src={brand.logo}
          alt={brand.title}
          loading="lazy"
          className="max-h-14 w-auto max-w-full object-contain"
        />
      ) : (
        <span className="hyphens-auto break-words font-heading font-semibold text-sm leading-tight sm:text-base">
          {brand.title}
        </span>
      )}
    </SiteLink>
  );
}
