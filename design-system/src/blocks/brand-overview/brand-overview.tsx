import type { CardVehicle } from "@storefront/rules/vehicle/card/card-vehicle";
import type { BlockProps, Brand } from "@storefront/schemas";
import { useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { ResultsSkeleton } from "../search-results/results-skeleton.tsx";
import { type CardSettings, VehicleCardList } from "../vehicle-card/vehicle-card-list.tsx";
import { BrandLogo } from "./brand-logo.tsx";

export type BrandOverviewData = CardSettings & {
  brand: Brand;
  /** The brand's own logo, else the manufacturer's; none shows its first letter. */
  logo: string | undefined;
  stock: {
    status: "loading" | "ready" | "error";
    cars: CardVehicle[];
    /** All of the brand's cars the site lists. */
    total: number;
    href: string;
  };
};

/** A brand's page: logo, title, banner and description, then its cars in stock. */
export function BrandOverview({
  stockTitle,
  stockCount,
  brand,
  logo,
  stock,
  ...cards
}: BlockProps<"brand-overview"> & BrandOverviewData) {
  const stockHeadingId = useId();
  const heading = stockTitle.replaceAll("{brand}", brand.title);
  return (
    <div data-slot="brand-overview" className="grid gap-6 py-4">
      <header className="flex flex-wrap items-center gap-4">
        <BrandLogo title={brand.title} src={logo} />
        <h1 className="font-bold font-heading text-3xl md:text-4xl">{brand.title}</h1>
      </header>
      {brand.banner ? (
        <img
          src={brand.banner}
          alt=""
          width={1280}
          height={400}
          className="aspect-[16/5] w-full rounded-lg bg-muted object-cover"
        />
      ) : null}
      {brand.description ? <p className="max-w-prose text-lg">{brand.description}</p> : null}
      <section aria-labelledby={stockHeadingId} className="grid gap-4">
        <h2 id={stockHeadingId} className="font-heading font-semibold text-2xl">
          {heading}
        </h2>
        {stock.status === "loading" ? (
          <ResultsSkeleton count={3} />
        ) : stock.cars.length === 0 ? (
          <p role="status">No {brand.title} vehicles are in stock right now.</p>
        ) : (
          <VehicleCardList cars={stock.cars.slice(0, stockCount)} cards={cards} />
        )}
        {stock.total > 0 ? (
          <LinkButton asChild size="lg" className="justify-self-start">
            <SiteLink href={stock.href}>
              View all {stock.total} {brand.title} vehicles
            </SiteLink>
          </LinkButton>
        ) : null}
      </section>
    </div>
  );
}
