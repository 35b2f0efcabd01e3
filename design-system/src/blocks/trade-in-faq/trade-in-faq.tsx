import type { BlockProps } from "@storefront/schemas";
import { useId } from "react";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../ui/accordion/accordion.tsx";

/** Questions about trading in a vehicle, each opening to its answer (several may be open). */
export function TradeInFaq({ title, items }: BlockProps<"trade-in-faq">) {
  const titleId = useId();
  return (
    <section
      data-slot="trade-in-faq"
      aria-labelledby={titleId}
      className="mx-auto w-full max-w-3xl px-4 py-8"
    >
      <h2 id={titleId} className="mb-4 font-bold font-heading text-2xl md:text-3xl">
        {title}
      </h2>
      <Accordion type="multiple" className="rounded-lg border bg-card px-4 text-card-foreground">
        {items.map((item, index) => (
          // Questions may repeat while being written; their order is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <AccordionItem key={index} value={String(index)}>
            <AccordionTrigger className="text-base">{item.question}</AccordionTrigger>
            <AccordionContent className="text-base text-muted-foreground leading-7">
              {item.answer}
            </AccordionContent>
          </AccordionItem>
        ))}
      </Accordion>
    </section>
  );
}
