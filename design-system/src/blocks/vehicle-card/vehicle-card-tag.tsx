import type { CardTag } from "@storefront/rules/vehicle/card/card-tag";
import { Badge, type BadgeProps } from "../../ui/badge/badge.tsx";
import { reservedTagVariant } from "./vehicle-card-tag-colour.ts";

/** Each kind of tag keeps one colour across every card. */
const tagBadgeVariants: Record<CardTag["kind"], NonNullable<BadgeProps["variant"]>> = {
  sold: "danger",
  electric: "success",
  hybrid: "success",
  reserved: reservedTagVariant,
  certified: "info",
  custom: "secondary",
  "coming-soon": "info",
  new: "primary",
};

export function VehicleCardTag({ tag, className }: { tag: CardTag; className?: string }) {
  return (
    <Badge
      data-slot="vehicle-card-tag"
      data-kind={tag.kind}
      variant={tagBadgeVariants[tag.kind]}
      className={className}
    >
      {tag.text}
    </Badge>
  );
}
