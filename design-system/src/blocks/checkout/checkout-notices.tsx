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
