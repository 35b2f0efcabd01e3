import type { RememberedDetails } from "@storefront/rules/leads/enquiry-values";
import { MessageSquareIcon } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Button } from "../../ui/button/button.tsx";
import type { EnquiryResult } from "./enquiry-form.tsx";

// The dialog's code (react-hook-form, the lead schema, the focus trap) loads when first opened.
const EnquiryDialog = lazy(() =>
  import("./enquiry-dialog.tsx").then((module) => ({ default: module.EnquiryDialog })),
);

/** The label of a sold vehicle's enquiry, which asks for a similar one. */
const similarEnquiryLabel = "Find Me Something Similar";

type EnquireButtonProps = {
  buttonLabel: string;
  title: string;
  commentsRequired: boolean;
  showDealership: boolean;
  defaultMessage: string;
  checkOptions: string[];
  steps: "single" | "multi";
  /** The vehicle's title, which the dialog names. */
  vehicleTitle: string;
  /** A sold vehicle's button asks for a similar one. */
  sold: boolean;
  /** The page asked for the form (its `#enquire` link); `similar` asks for a similar vehicle. */
  requested: "none" | "enquiry" | "similar";
  dealerships: { value: string; label: string }[];
  /** The website location select's choices; none when the site does not ask. */
  locations?: { value: string; label: string }[];
  initialValues: RememberedDetails & { dealership_slug?: string };
  /** Sends the form's values; `similar` when the shopper asked for a similar vehicle. */
  send: (values: Record<string, unknown>, similar: boolean) => Promise<EnquiryResult>;
};

/** The vehicle page's 'Enquire' button and the enquiry form it opens. */
export function EnquireButton({
  buttonLabel,
  title,
  commentsRequired,
  showDealership,
  defaultMessage,
  checkOptions,
  steps,
  vehicleTitle,
  sold,
  requested,
  dealerships,
  locations = [],
  initialValues,
  send,
}: EnquireButtonProps) {
  const [state, setState] = useState<"never" | "open" | "closed">("never");
  const [similar, setSimilar] = useState(sold);
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (requested === "none") return;
    setSimilar(sold || requested === "similar");
    setState("open");
  }, [requested, sold]);
  const open = () => {
    setSimilar(sold);
    setState("open");
  };
  return (
    <div data-slot="enquire" className="flex flex-col">
      <Button
        ref={button}
        size="lg"
        aria-haspopup="dialog"
        aria-expanded={state === "open"}
        onClick={open}
      >
        <MessageSquareIcon aria-hidden />
        {sold ? similarEnquiryLabel : buttonLabel}
      </Button>
      {state === "never" ? null : (
        <Suspense fallback={null}>
          <EnquiryDialog
            open={state === "open"}
            onOpenChange={(next) => setState(next ? "open" : "closed")}
            returnFocus={button}
            title={similar ? similarEnquiryLabel : title}
            about={vehicleTitle}
            commentsRequired={commentsRequired}
            dealerships={showDealership ? dealerships : []}
            locations={locations}
            checkOptions={checkOptions}
            steps={steps}
            initialValues={{ ...initialValues, message: defaultMessage }}
            send={(values) => send(values, similar)}
          />
        </Suspense>
      )}
    </div>
  );
}
