import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from "../../ui/accordion/accordion.tsx";

type FaqSectionProps = {
  /** The block's slot name, on its section. */
  slot: string;
  title: string;
  items: readonly { question: string; answer: string }[];
  className?: string | undefined;
  headingClassName?: string | undefined;
};

/** An FAQ: a heading, then questions each opening to its answer (several may be open). */
export function FaqSection({ slot, title, items, className, headingClassName }: FaqSectionProps) {
  const titleId = useId();
  return (
    <section data-slot={slot} aria-labelledby={titleId} className={className}>
      <h2 id={titleId} className={cn("mb-4 font-heading", headingClassName)}>
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
