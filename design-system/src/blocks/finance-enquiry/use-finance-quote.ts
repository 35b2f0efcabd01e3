import { financeJourney } from "@storefront/rules/finance/finance-enquiry";
import type {
  FinanceQuoteAnswer,
  FinanceQuoteRequest,
} from "@storefront/schemas/leads/finance-enquiry";
import { useEffect, useRef, useState } from "react";
import type { AskQuote } from "./finance-types.ts";

export type QuoteState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; quote: FinanceQuoteAnswer };

/** The specification's words for a failed quote, which is only logged. */
const quoteFailureMessage = "Failed to get YouX quick quote.";

/**
 * The quote for the loan the shopper has set, asked 500 ms after the last change; an answer to
 * an older request is dropped. A failed quote is cleared and only logged.
 */
export function useFinanceQuote(request: FinanceQuoteRequest, ask: AskQuote): QuoteState {
  const [state, setState] = useState<QuoteState>({ status: "idle" });
  const latest = useRef(0);
  const key = JSON.stringify(request);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the request is keyed by its JSON.
  useEffect(() => {
    const asked = ++latest.current;
    const timer = setTimeout(() => {
      setState({ status: "loading" });
      ask(request).then(
        (quote) => {
          if (asked === latest.current) setState({ status: "ready", quote });
        },
        (error: unknown) => {
          if (asked !== latest.current) return;
          setState({ status: "idle" });
          console.error(quoteFailureMessage, error);
        },
      );
    }, financeJourney.quoteDebounceMs);
    return () => clearTimeout(timer);
  }, [key, ask]);
  return state;
}
