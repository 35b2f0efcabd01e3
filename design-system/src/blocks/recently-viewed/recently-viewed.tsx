import type { ViewedCar } from "@storefront/rules/shopper/browsing-history";
import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import { SiteLink } from "../../renderer/site-link.tsx";

/** What the runtime's connector supplies: the cars viewed in this browser, newest first. */
type RecentlyViewedData = {
  cars: readonly ViewedCar[];
  /** Whether the block shows here (its `showWhen` on this page). */
  shown: boolean;
};

export type RecentlyViewedProps = BlockProps<"recently-viewed"> & RecentlyViewedData;

/** The cars the shopper looked at last, each linking to its page; nothing while there are none. */
export function RecentlyViewed({ title, limit, cars, shown }: RecentlyViewedProps) {
  const headingId = useId();
  if (!shown || cars.length === 0) return null;
  return (
    <section
      data-slot="recently-viewed"
      aria-labelledby={headingId}
      className="flex flex-col gap-3 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-xl">
        {title}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {cars.slice(0, limit).map((car) => (
          <li key={car.id} className="flex flex-col gap-1 rounded-lg border bg-card p-4">
            <SiteLink
              href={`/cars/${car.slug}`}
              className={cn("rounded-sm font-semibold hover:underline", focusRing)}
            >
              {car.make} {car.model}
            </SiteLink>
            <p className="text-muted-foreground text-sm">
              {[car.simple_body || car.body, car.stocknum && `Stock ${car.stocknum}`]
                .filter(Boolean)
                .join(" · ")}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
