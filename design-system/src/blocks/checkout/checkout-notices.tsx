import { formatMoney } from "@storefront/rules/formatting/format";
import type { ReactNode, RefObject } from "react";

type NoticeProps = {
  headingRef?: RefObject<HTMLHeadingElement | null>;
  heading: string;
  children: ReactNode;
};

/** A step's outcome: its heading (focused when it appears) and what it means for the shopper. */
export function CheckoutNotice({ headingRef, heading, children }: NoticeProps) {
  return (
    <section data-slot="checkout-notice" className="grid gap-3 rounded-lg border bg-card p-5">
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="font-heading font-semibold text-xl outline-none"
      >
        {heading}
      </h3>
      {children}
    </section>
  );
}

type ConfirmationProps = {
  headingRef: RefObject<HTMLHeadingElement | null>;
  payment: "deposit" | "hold-request";
  carTitle: string;
  dealerName: string;
  depositAmount: number;
  holdHours: number;
};

/** The reservation or hold request is in: what the shopper has done and what happens next. */
export function CheckoutConfirmation({
  headingRef,
  payment,
  carTitle,
  dealerName,
  depositAmount,
  holdHours,
}: ConfirmationProps) {
  if (payment === "hold-request")
    return (
      <CheckoutNotice headingRef={headingRef} heading="Your hold request has been sent">
        <p>
          We have asked {dealerName} to hold the {carTitle} for you. No payment has been taken.
        </p>
        <h4 className="font-semibold">What happens next</h4>
        <ul className="list-disc ps-5">
          <li>{dealerName} will contact you about holding the car.</li>
          <li>The car is held for you only once {dealerName} confirms.</li>
        </ul>
      </CheckoutNotice>
    );
  return (
    <CheckoutNotice headingRef={headingRef} heading="Your car is reserved">
      <p>
        We have received your deposit of {formatMoney(depositAmount)} and the {carTitle} is reserved
        for you.
      </p>
      <h4 className="font-semibold">What happens next</h4>
      <ul className="list-disc ps-5">
        <li>A confirmation email is on its way to you.</li>
        <li>
          {dealerName} will contact you to confirm your reservation within {holdHours} hours.
        </li>
        <li>
          If it is not confirmed within {holdHours} hours, the car is released and your deposit is
          refunded.
        </li>
      </ul>
    </CheckoutNotice>
  );
}
