import type { BadgeProps } from "../../ui/badge/badge.tsx";

/** The Reserved tag's colour, on a car's result card and on its vehicle page alike. */
export const reservedTagVariant = "warning" satisfies NonNullable<BadgeProps["variant"]>;
