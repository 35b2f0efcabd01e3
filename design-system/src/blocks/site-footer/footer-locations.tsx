import { formatPhone, telHref } from "@storefront/rules/formatting/phone";
import { PhoneIcon } from "lucide-react";
import { useId } from "react";
import { cn } from "../../lib/cn.ts";
import { SiteLink } from "../../renderer/site-link.tsx";
import { footerHeading, footerLink } from "./footer-styles.ts";
import type { FooterLocation } from "./site-footer-data.ts";

/** The sales locations: name (to its page), address and a phone number that dials. */
export function FooterLocations({
  locations,
  onPhoneClick,
}: {
  locations: FooterLocation[];
  onPhoneClick?: ((number: string) => void) | undefined;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} data-slot="footer-locations">
      <h2 id={headingId} className={footerHeading}>
        Locations
      </h2>
      <ul className="mt-3 grid gap-6 @xl/footer:grid-cols-2 @4xl/footer:grid-cols-3">
        {locations.map((location) => (
          <li key={location.href} className="grid content-start gap-1 text-sm">
            <SiteLink
              href={location.href}
              className={cn(footerLink, "font-medium text-foreground")}
            >
              {location.name}
            </SiteLink>
            <address className="grid gap-1 text-muted-foreground not-italic">
              <span>{location.address}</span>
              {location.phone ? (
                <a
                  href={telHref(location.phone)}
                  onClick={() => location.phone && onPhoneClick?.(location.phone)}
                  className={cn(footerLink, "inline-flex w-fit items-center gap-2")}
                >
                  <PhoneIcon aria-hidden="true" className="size-4" />
                  {formatPhone(location.phone)}
                </a>
              ) : null}
            </address>
          </li>
        ))}
      </ul>
    </section>
  );
}
