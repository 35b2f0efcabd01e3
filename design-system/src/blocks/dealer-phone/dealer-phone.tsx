import { formatPhone, telHref } from "@storefront/rules/formatting/phone";
import { maskedPhone } from "@storefront/rules/vehicle/actions/phone-reveal";
import { PhoneIcon } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import { LinkButton } from "../../ui/link-button/link-button.tsx";

type DealerPhoneData = {
  /** The number to call and whose it is; without one the block shows nothing. */
  phone: { label: string; number: string } | undefined;
  /** Masked: the first 5 characters until clicked; direct: the whole number at once. */
  reveal: "masked" | "direct";
  /** A reveal, or a call on a site that shows the number directly: counted as a lead call. */
  onCall: () => void;
};

/** The dealer's phone number on the vehicle page. */
export function DealerPhone({ phone, reveal, onCall }: DealerPhoneData) {
  const [revealed, setRevealed] = useState(reveal === "direct");
  const link = useRef<HTMLAnchorElement>(null);
  const [movedFocus, setMovedFocus] = useState(false);
  useEffect(() => {
    if (movedFocus) link.current?.focus();
  }, [movedFocus]);
  if (!phone) return null;
  const shown = formatPhone(phone.number);
  return (
    <div
      data-slot="dealer-phone"
      data-state={revealed ? "revealed" : "masked"}
      className="grid gap-1"
    >
      <p className="text-muted-foreground text-sm">{phone.label}</p>
      {revealed ? (
        <LinkButton
          ref={link}
          variant="secondary"
          href={telHref(phone.number)}
          className="justify-start tabular-nums"
          onClick={reveal === "direct" ? onCall : undefined}
        >
          <PhoneIcon aria-hidden />
          <span className="sr-only">Call </span>
          {shown}
        </LinkButton>
      ) : (
        <Button
          variant="secondary"
          className="justify-start tabular-nums"
          onClick={() => {
            setRevealed(true);
            setMovedFocus(true);
            onCall();
          }}
        >
          <PhoneIcon aria-hidden />
          <span aria-hidden>{maskedPhone(shown)}</span>
          <span className="ml-auto text-sm underline underline-offset-4">Show number</span>
        </Button>
      )}
    </div>
  );
}
