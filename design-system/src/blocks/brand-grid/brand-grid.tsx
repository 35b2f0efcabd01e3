import { visibleBrandSections } from "@storefront/rules/navigation/brand-sections";
import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { BrandCard } from "./brand-card.tsx";
import type { BrandGridData } from "./brand-grid-data.ts";
import { BrandStatsBanner } from "./brand-stats-banner.tsx";

export type BrandGridProps = BlockProps<"brand-grid"> & BrandGridData;

/** The group's brands in sections (Car Brands, Motorcycle Brands...) and its stats banner. */
export function BrandGrid({ title, sections, showStats, stats, brands }: BrandGridProps) {
  const titleId = useId();
  const visible = visibleBrandSections(sections, brands);
  const withStats = showStats && stats.length > 0;
  // The stats speak for the brands: a site with none shows neither.
  if (visible.length === 0) return null;
  // Without a block title the section titles are the top headings.
  const SectionHeading = title ? "h3" : "h2";
  return (
    <section
      data-slot="brand-grid"
      aria-labelledby={title ? titleId : undefined}
      className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10"
    >
      {title ? (
        <h2 id={titleId} className="font-bold font-heading text-2xl md:text-3xl">
          {title}
        </h2>
      ) : null}
      {visible.map((section) => (
        <div key={section.kind} data-slot="brand-section" data-kind={section.kind}>
          <SectionHeading className="mb-4 font-heading font-semibold text-xl">
            {section.title}
          </SectionHeading>
          <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 md:gap-4 lg:grid-cols-6">
            {section.brands.map((brand) => (
              <li key={brand.slug}>
                <BrandCard brand={brand} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {withStats ? <BrandStatsBanner stats={stats} /> : null}
    </section>
  );
}
