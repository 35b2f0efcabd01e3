import type { BlockProps } from "@storefront/schemas";
import { FaqSection } from "../trade-in-faq/faq-section.tsx";

/** Common questions on buying the vehicle, each opening to its answer. */
export function VehicleFaq({ title, items }: BlockProps<"vehicle-faq">) {
  return (
    <FaqSection
      slot="vehicle-faq"
      title={title}
      items={items}
      className="py-4"
      headingClassName="font-semibold text-2xl"
    />
  );
}
