import { formatPhone, telHref } from "@storefront/rules/formatting/phone";
import { PhoneIcon } from "lucide-react";
import { cn } from "../../lib/cn.ts";
import { focusRing } from "../../lib/focus-ring.ts";

/**
 * A dealership's phone number as a call link: the number in the spec's display form, with words
 * before it for screen readers (`Call ` by default, or e.g. `Call Southern Cross Kia on `).
 */
export function PhoneLink({
  phone,
  spokenBefore = "Call ",
  onClick,
}: {
  phone: string;
  spokenBefore?: string;
  onClick?: () => void;
}) {
  return (
    <a
      data-slot="phone-link"
      href={telHref(phone)}
      onClick={onClick}
      className={cn(
        "inline-flex items-center gap-2 self-start rounded-sm tabular-nums underline underline-offset-4",
        focusRing,
      )}
    >
      <PhoneIcon aria-hidden className="size-4" />
      <span className="sr-only">{spokenBefore}</span>
      {formatPhone(phone)}
    </a>
  );
}
