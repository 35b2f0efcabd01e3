import type { BlockProps } from "@storefront/schemas";
import { FaqSection } from "./faq-section.tsx";

/** Questions about trading in a vehicle, each opening to its answer (several may be open). */
export function TradeInFaq({ title, items }: BlockProps<"trade-in-faq">) {
  return (
    <FaqSection
      slot="trade-in-faq"
      title={title}
      items={items}
      className="mx-auto w-full max-w-3xl px-4 py-8"
      headingClassName="font-bold text-2xl md:text-3xl"
    />
  );
}
