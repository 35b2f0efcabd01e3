import type { BlockProps } from "@storefront/schemas";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { buttonVariants } from "../../ui/button/button.tsx";

export function FeatureBanner({ title, text, image, link, align }: BlockProps<"feature-banner">) {
  return (
    <section
      data-slot="feature-banner"
      data-align={align}
      className="mx-auto w-full max-w-7xl px-4 py-8"
    >
      <div
        className={cn(
          "grid items-center gap-6 overflow-hidden rounded-xl bg-primary p-8 text-primary-foreground md:p-12",
          image && "md:grid-cols-2",
          align === "center" && !image && "text-center",
        )}
      >
        <div className={cn("space-y-4", align === "center" && !image && "mx-auto max-w-2xl")}>
          <h2 className="font-bold font-heading text-2xl md:text-3xl">{title}</h2>
          {text ? <p className="text-lg opacity-95">{text}</p> : null}
          <SiteLink
            href={link.href}
            className={buttonVariants({ variant: "secondary", size: "lg" })}
          >
            {link.label}
          </SiteLink>
        </div>
        {image ? (
          <img
            src={image}
            alt=""
            width={600}
            height={400}
            loading="lazy"
            className="h-auto w-full rounded-lg"
          />
        ) : null}
      </div>
    </section>
  );
}
