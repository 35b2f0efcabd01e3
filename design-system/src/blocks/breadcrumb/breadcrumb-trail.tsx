import { Fragment } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "../../ui/breadcrumb/breadcrumb.tsx";

export type TrailItem = { label: string; href?: string | undefined };

type BreadcrumbTrailProps = {
  /** Home, then the links, then the current page (without href). */
  items: TrailItem[];
  /** Absolute origin for the structured data, such as https://cars.example.com.au. */
  origin: string;
};

/** BreadcrumbList structured data: each item's name, position and address. */
export function breadcrumbJsonLd(items: TrailItem[], origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.label,
      ...(item.href ? { item: new URL(item.href, origin).href } : {}),
    })),
  };
}

export function BreadcrumbTrail({ items, origin }: BreadcrumbTrailProps) {
  if (items.length < 2) return null;
  return (
    <div data-slot="breadcrumb-trail" className="mx-auto w-full max-w-7xl px-4 pt-4">
      <Breadcrumb>
        <BreadcrumbList>
          {items.map((item, index) => (
            <Fragment key={`${item.label}-${item.href ?? "current"}`}>
              {index > 0 ? <BreadcrumbSeparator /> : null}
              <BreadcrumbItem>
                {item.href && index < items.length - 1 ? (
                  <BreadcrumbLink asChild>
                    <SiteLink href={item.href}>{item.label}</SiteLink>
                  </BreadcrumbLink>
                ) : (
                  <BreadcrumbPage>{item.label}</BreadcrumbPage>
                )}
              </BreadcrumbItem>
            </Fragment>
          ))}
        </BreadcrumbList>
      </Breadcrumb>
      <script type="application/ld+json">
        {JSON.stringify(breadcrumbJsonLd(items, origin)).replace(/</g, "\\u003c")}
      </script>
    </div>
  );
}
