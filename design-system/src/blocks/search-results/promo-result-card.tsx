import type { PromoCard } from "@storefront/schemas";
import { BadgePercentIcon } from "lucide-react";
import { memo, useId } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { Card } from "../../ui/card/card.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

type PromoResultCardProps = { promo: PromoCard; imagePriority?: boolean };

/**
 * A dealer promotion among the results, with the same footprint as a vehicle card; drawn again
 * only when its promotion changes, not with every search.
 */
export const PromoResultCard = memo(function PromoResultCard({
  promo,
  imagePriority = false,
}: PromoResultCardProps) {
  const titleId = useId();
  return (
    <Card
      data-slot="promo-result-card"
      data-promo={promo.id}
      className="h-full gap-0 overflow-hidden py-0"
    >
      {promo.image ? (
        <img
          key={promo.image}
          src={promo.image}
          alt=""
          width={600}
          height={400}
          loading={imagePriority ? "eager" : "lazy"}
          fetchPriority={imagePriority ? "high" : "auto"}
          decoding="async"
          className="aspect-[3/2] w-full object-cover"
        />
      ) : (
        <div className="flex aspect-[3/2] items-center justify-center bg-primary text-primary-foreground">
          <BadgePercentIcon aria-hidden className="size-16" />
        </div>
      )}
      <div className="flex flex-1 flex-col gap-3 p-4">
        <h3 id={titleId} className="font-heading font-semibold text-lg leading-snug">
          {promo.title}
        </h3>
        {promo.description ? <p className="text-muted-foreground">{promo.description}</p> : null}
        <div className="mt-auto pt-2">
          <LinkButton asChild className="w-full">
            <SiteLink href={promo.link.href} aria-describedby={titleId}>
              {promo.link.label}
            </SiteLink>
          </LinkButton>
        </div>
      </div>
    </Card>
  );
});
