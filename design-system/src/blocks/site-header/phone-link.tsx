import { formatPhone, telHref } from "@storefront/rules/formatting/phone";
import { PhoneIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";
import type { HeaderPhone } from "./site-header-data.ts";

/** Calls the primary location; on narrow headers only the icon shows. */
export function PhoneLink({
  phone,
  onClick,
}: {
  phone: HeaderPhone;
  onClick?: ((number: string) => void) | undefined;
}) {
  return (
    <a
      href={telHref(phone.number)}
      onClick={() => onClick?.(phone.number)}
      data-slot="header-phone"
      className={cn(
        "inline-flex h-10 shrink-0 items-center gap-2 rounded-md px-2 font-medium text-sm hover:bg-muted",
        focusRing,
      )}
    >
      <PhoneIcon aria-hidden="true" className="size-5" />
      {/* The location's name is spoken, not shown: beside the menu it would crowd it onto two lines. */}
      <span className="sr-only">{phone.label} </span>
      <span className="sr-only whitespace-nowrap tabular-nums @md/header:not-sr-only @5xl/header:sr-only @6xl/header:not-sr-only">
        {formatPhone(phone.number)}
      </span>
    </a>
  );
}
