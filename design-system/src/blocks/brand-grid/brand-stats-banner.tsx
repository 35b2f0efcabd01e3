import type { BlockProps } from "@storefront/schemas";

type BrandStatsBannerProps = { stats: BlockProps<"brand-grid">["stats"] };

/** The group at a glance: '50+ locations', '40+ brands', '30+ years' by default. */
export function BrandStatsBanner({ stats }: BrandStatsBannerProps) {
  return (
    <ul
      data-slot="brand-stats-banner"
      className="grid grid-cols-[repeat(auto-fit,minmax(4rem,1fr))] gap-x-2 gap-y-4 sm:gap-4 rounded-xl bg-primary px-4 py-6 text-center text-primary-foreground md:py-8"
    >
      {stats.map((stat) => (
        <li key={`${stat.value} ${stat.label}`} className="flex flex-col">
          <span className="font-bold font-heading text-2xl sm:text-3xl md:text-4xl">
            {stat.value}
          </span>{" "}
          <span className="text-sm md:text-base">{stat.label}</span>
        </li>
      ))}
    </ul>
  );
}
