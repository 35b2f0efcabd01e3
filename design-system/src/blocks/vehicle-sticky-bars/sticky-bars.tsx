import { telHref } from "@storefront/rules/formatting/phone";
import { MailIcon, PhoneIcon } from "lucide-react";
import { useState } from "react";
import { SiteLink } from "../../renderer/site-link.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";
import { VehicleCardPrice } from "../vehicle-card/vehicle-card-price.tsx";
import { useScrollPadding } from "./use-sticky-bars.ts";
import type { VehicleStickyBarsData } from "./vehicle-sticky-bars.tsx";

/** The bars showing now, with what they show. */
type StickyBarsProps = Omit<VehicleStickyBarsData, "callBar"> & {
  shown: { header: boolean; callBar: boolean };
};

/** The sticky header and the call bar, whichever shows; their code loads when one first shows. */
export function StickyBars({ title, price, phone, enquireHref, onCall, shown }: StickyBarsProps) {
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
