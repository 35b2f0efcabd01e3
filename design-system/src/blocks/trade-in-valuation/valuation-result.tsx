import { formatMoney } from "@storefront/rules/formatting/format";
import { outsideOnlineRuleMessage } from "@storefront/rules/trade-in/online-rule";
import type { Valuation } from "@storefront/schemas/leads/trade-in";
import { useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import type { AcceptAnswer } from "./valuation-calls.ts";

const resultMessages = {
  leadSent: "Your details have been sent to the dealer, who will contact you about your car.",
  tooFew: "There are too few comparable cars to give an online estimate for this car.",
  declined: "An online estimate cannot be given for this car.",
  /** The FAQ's conditions, word for word. */
  indicative: "The price is indicative and subject to inspection.",
  inspection: "Inspection is at a dealership or at the customer's location.",
  accepted: "Offer accepted. The dealer will contact you to arrange the inspection.",
} as const;

const confidenceText = (valuation: Valuation) =>
  `Confidence: ${valuation.confidence}${
    valuation.comparables ? ` (from ${valuation.comparables} comparable cars for sale)` : ""
  }`;

/** The range with the FAQ's conditions and the offer to accept, or why there is no figure. */
export function ValuationResult({
  valuation,
  acceptOffer,
}: {
  valuation: Valuation;
  acceptOffer: (valuation: Valuation) => Promise<AcceptAnswer>;
}) {
  const [answer, setAnswer] = useState<AcceptAnswer | "sending">();
  if (valuation.outcome !== "estimate" || valuation.low === null || valuation.high === null)
    return (
      <div data-slot="valuation-result" data-outcome={valuation.outcome} className="grid gap-3">
        <p className="font-medium">
          {valuation.outcome === "outside-online-rule"
            ? outsideOnlineRuleMessage
            : valuation.comparables !== null
              ? resultMessages.tooFew
              : resultMessages.declined}
        </p>
        <p>{resultMessages.leadSent}</p>
      </div>
    );
  const accept = async () => {
    setAnswer("sending");
    setAnswer(await acceptOffer(valuation));
  };
  return (
    <div data-slot="valuation-result" data-outcome="estimate" className="grid gap-3">
      <p className="text-muted-foreground text-sm">Your indicative trade-in value</p>
      <p data-slot="valuation-range" className="font-bold font-heading text-3xl">
        {formatMoney(valuation.low)} – {formatMoney(valuation.high)}
      </p>
      <p className="text-sm">{confidenceText(valuation)}</p>
      <ul className="list-disc ps-5 text-muted-foreground text-sm">
        <li>{resultMessages.indicative}</li>
        <li>{resultMessages.inspection}</li>
      </ul>
      {answer && typeof answer === "object" && answer.status === "accepted" ? (
        <p role="status" className="font-medium">
          {resultMessages.accepted}
        </p>
      ) : (
        <>
          <Button type="button" onClick={accept} disabled={answer === "sending"}>
            {answer === "sending" ? "Sending…" : "Accept Offer"}
          </Button>
          <div role="alert" className="font-medium text-danger text-sm empty:hidden">
            {answer && typeof answer === "object" && answer.status === "failed"
              ? answer.message
              : null}
          </div>
        </>
      )}
    </div>
  );
}
