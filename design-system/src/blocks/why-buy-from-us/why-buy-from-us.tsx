import type { BlockProps } from "@storefront/schemas";
import { AwardIcon, BadgeDollarSignIcon, ShieldCheckIcon, ThumbsUpIcon } from "lucide-react";

const icons = [ShieldCheckIcon, BadgeDollarSignIcon, AwardIcon, ThumbsUpIcon];

export function WhyBuyFromUs({ title, items }: BlockProps<"why-buy-from-us">) {
  return (
    <section
      data-slot="why-buy-from-us"
      className="mx-auto w-full max-w-7xl px-4 py-10"
      aria-labelledby="why-buy-title"
    >
      <h2
        id="why-buy-title"
        className="mb-6 text-center font-bold font-heading text-2xl md:text-3xl"
      >
        {title}
      </h2>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item, index) => {
          const Icon = icons[index % icons.length] ?? ShieldCheckIcon;
          return (
            <li key={item.title} className="rounded-lg border bg-card p-6 text-card-foreground">
              <Icon aria-hidden className="mb-3 size-8 text-primary" />
              <h3 className="font-heading font-semibold text-lg">{item.title}</h3>
              <p className="mt-1 text-muted-foreground">{item.text}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
