import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import type { HeroSearchData } from "./hero-search-data.ts";
import { HeroSearchForm } from "./hero-search-form.tsx";

export type HeroSearchProps = BlockProps<"hero-search"> & HeroSearchData;

/** The home page's lead: a title over an optional photo, and the vehicle search. */
export function HeroSearch({ title, subtitle, image, placeholder, ...data }: HeroSearchProps) {
  const titleId = useId();
  return (
    <section
      data-slot="hero-search"
      data-image={image ? "true" : undefined}
      aria-labelledby={titleId}
      className={cn(
        "relative isolate overflow-hidden",
        image ? "text-background" : "bg-primary text-primary-foreground",
      )}
    >
      {image ? (
        <>
          <img
            src={image}
            alt=""
            fetchPriority="high"
            className="absolute inset-0 -z-20 size-full object-cover"
          />
          {/* The scrim keeps the title at 4.5:1 or more over any photo. */}
          <div aria-hidden="true" className="absolute inset-0 -z-10 bg-foreground/75" />
        </>
      ) : null}
      <div className="mx-auto grid w-full max-w-7xl gap-6 px-4 py-10 md:py-16">
        <div className="max-w-3xl space-y-3">
          <h1 id={titleId} className="font-bold font-heading text-3xl tracking-tight md:text-5xl">
            {title}
          </h1>
          {subtitle ? <p className="text-lg md:text-xl">{subtitle}</p> : null}
        </div>
        <HeroSearchForm {...data} placeholder={placeholder} labelledBy={titleId} />
      </div>
    </section>
  );
}
