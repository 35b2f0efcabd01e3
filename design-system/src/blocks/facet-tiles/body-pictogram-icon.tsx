import { type BodyPictogram, bodyPictogram } from "@storefront/rules/vehicle/media/body-pictogram";
import { CaravanIcon, CarIcon, type LucideIcon, MotorbikeIcon, TruckIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "../../lib/cn.ts";

// Car bodies are side views facing right on a 64 x 32 grid, all on one wheelbase so the shapes
// compare at a glance; other vehicles use their icon.
const underbody = "M4 24 H10 A6 6 0 0 1 22 24 H42 A6 6 0 0 1 54 24 H60";
const drawings: Record<BodyPictogram, readonly string[] | LucideIcon> = {
  sedan: ["M4 24 V18 L8 16 H14 L22 9 H38 L46 15 L58 17 Q60 18 60 20 V24"],
  hatch: ["M4 24 V13 L9 9 H36 L44 15 L57 17 Q60 18 60 20 V24"],
  wagon: ["M4 24 V11 L6 9 H38 L46 15 L58 17 Q60 18 60 20 V24"],
  suv: ["M4 24 V9 L6 6 H38 L46 13 L58 15 Q60 16 60 18 V24"],
  ute: ["M4 24 V15 H30 V8 H40 L48 15 L58 16 Q60 17 60 19 V24"],
  van: ["M4 24 V7 Q4 5 6 5 H44 L56 14 Q60 15 60 18 V24"],
  "people-mover": ["M4 24 V9 L8 6 H40 L52 14 L58 16 Q60 17 60 19 V24"],
  coupe: ["M4 24 V18 L10 15 L24 9 H36 L46 15 L58 17 Q60 18 60 20 V24"],
  convertible: ["M4 24 V17 H40 L46 15 L58 17 Q60 18 60 20 V24", "M40 17 L36 11"],
  "cab-chassis": ["M2 13 H30 V16 H2 Z", "M30 24 V8 H40 L48 15 L58 16 Q60 17 60 19 V24"],
  truck: TruckIcon,
  motorcycle: MotorbikeIcon,
  caravan: CaravanIcon,
  car: CarIcon,
};

/** A simple decorative outline of a body type (sedan, SUV, ute...). */
export function BodyPictogramIcon({
  body,
  className,
  ...props
}: React.ComponentProps<"svg"> & { body: string }) {
  const kind = bodyPictogram(body);
  const drawing = drawings[kind];
  if (!Array.isArray(drawing)) {
    const Icon = drawing as LucideIcon;
    return (
      <Icon
        aria-hidden="true"
        data-pictogram={kind}
        className={cn("size-8", className)}
        {...props}
      />
    );
  }
  return (
    <svg
      aria-hidden="true"
      data-pictogram={kind}
      viewBox="0 0 64 32"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={cn("h-8 w-16", className)}
      {...props}
    >
      {[...drawing, underbody].map((d) => (
        <path key={d} d={d} />
      ))}
      <circle cx={16} cy={24} r={4} />
      <circle cx={48} cy={24} r={4} />
    </svg>
  );
}
