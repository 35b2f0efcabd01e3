import { telHref } from "@storefront/rules/formatting/phone";
import { MailIcon, PhoneIcon } from "lucide-react";
import { useState } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import { useScrollPadding, useStickyBars } from "./use-sticky-bars.ts";

type VehicleStickyBarsData = {
  title: string;
  price: { price: number; priceType: string | undefined; sold: boolean; noPriceText: string };
  /** The dealer's number; without one neither bar offers a call. */
  phone: { label: string; number: string } | undefined;
  /** Where 'Enquire' leads: the page's enquiry form. */
  enquireHref: string;
  callBar: { enabled: boolean; threshold: number };
  /** A call from a bar counts as a phone click and a lead call. */
  onCall: () => void;
};

/**
 * The vehicle's title, price, call and enquiry pinned to the top once the shopper has scrolled
 * 500 px, and on sites that have one, a call bar pinned to the bottom of phones past its
 * threshold. Neither exists on the server or before the page scrolls.
 */
export function VehicleStickyBars({
  title,
  price,
  phone,
  enquireHref,
  callBar,
  onCall,
}: VehicleStickyBarsData) {
  const shown = useStickyBars(callBar.enabled, callBar.threshold);
  const [header, setHeader] = useState<HTMLElement | null>(null);
  const [bottom, setBottom] = useState<HTMLElement | null>(null);
  useScrollPadding(shown.header ? header : null, shown.callBar ? bottom : null);
  const call = phone ? (
    <LinkButton variant="secondary" size="sm" href={telHref(phone.number)} onClick={onCall}>
      <PhoneIcon aria-hidden />
      Call<span className="sr-only"> {phone.label}</span>
    </LinkButton>
  ) : null;
  const enquire = (
    <LinkButton asChild size="sm">
      <SiteLink href={enquireHref}>
        <MailIcon aria-hidden />
        Enquire
      </SiteLink>
    </LinkButton>
  );
  return (
    <>
      {shown.header ? (
        <div
          ref={setHeader}
          data-slot="vehicle-sticky-header"
          className="fixed inset-x-0 top-0 z-40 border-border border-b bg-card text-card-foreground shadow-md motion-safe:animate-enter enter-from-top print:hidden"
        >
          <div className="mx-auto flex max-w-7xl items-center gap-4 px-4 py-2">
            <p className="min-w-0 flex-1 truncate font-heading font-semibold">{title}</p>
            <div className="hidden sm:block">
              <VehicleCardPrice {...price} />
            </div>
            <div className="flex gap-2">
              {call}
              {price.sold ? null : enquire}
            </div>
          </div>
        </div>
      ) : null}
      {shown.callBar ? (
        <div
          ref={setBottom}
          data-slot="vehicle-call-bar"
          className="fixed inset-x-0 bottom-0 z-40 flex gap-2 motion-safe:animate-enter enter-from-bottom border-border border-t bg-card p-3 shadow-md lg:hidden print:hidden [&>*]:flex-1"
        >
          {call}
          {price.sold ? null : enquire}
        </div>
      ) : null}
    </>
  );
}
