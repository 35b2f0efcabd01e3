import { formatMoney } from "@storefront/rules/formatting/format";

type ConfirmationProps = {
  nextStepsHeading: string;
  /** The dealer's closing note, after what happens next. */
  note?: string | undefined;
  payment: "deposit" | "hold-request";
  carTitle: string;
  dealerName: string;
  depositAmount: number;
  holdHours: number;
};

/** The reservation or hold request is in: what the shopper has done and what happens next. */
export function CheckoutConfirmation({
  nextStepsHeading,
  note,
  payment,
  carTitle,
  dealerName,
  depositAmount,
  holdHours,
}: ConfirmationProps) {
  const closing = note ? <p>{note}</p> : null;
  if (payment === "hold-request")
    return (
      <>
        <p>
          We have asked {dealerName} to hold the {carTitle} for you. No payment has been taken.
        </p>
        <h4 className="font-semibold">{nextStepsHeading}</h4>
        <ul className="list-disc ps-5">
          <li>{dealerName} will contact you about holding the car.</li>
          <li>The car is held for you only once {dealerName} confirms.</li>
        </ul>
        {closing}
      </>
    );
  return (
    <>
      <p>
        We have received your deposit of {formatMoney(depositAmount)} and the {carTitle} is reserved
        for you.
      </p>
      <h4 className="font-semibold">{nextStepsHeading}</h4>
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
      {closing}
    </>
  );
}
