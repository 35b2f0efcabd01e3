import type { BlockProps } from "@storefront/schemas";

export function PageHeading({ title, subtitle }: BlockProps<"page-heading">) {
  return (
    <header data-slot="page-heading" className="mx-auto w-full max-w-7xl px-4 pt-6 pb-4">
      <h1 className="font-bold font-heading text-3xl tracking-tight md:text-4xl">{title}</h1>
      {subtitle ? <p className="mt-2 max-w-3xl text-lg text-muted-foreground">{subtitle}</p> : null}
    </header>
  );
}
