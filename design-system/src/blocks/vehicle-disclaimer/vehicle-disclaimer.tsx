import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";

/** The dealer's disclaimer on the vehicle's listing. */
export function VehicleDisclaimer({ title, text }: BlockProps<"vehicle-disclaimer">) {
  const headingId = useId();
  return (
    <section
      data-slot="vehicle-disclaimer"
      aria-labelledby={headingId}
      className="flex flex-col gap-2 py-4"
    >
      <h2 id={headingId} className="font-heading font-semibold text-lg">
        {title}
      </h2>
      <p className="whitespace-pre-line text-muted-foreground text-sm leading-6">{text}</p>
    </section>
  );
}
