import type { ReactNode, RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog/dialog.tsx";

/** The popup's title, word for word. */
export const financePopupTitle =
  "Instant Finance pre-approval with no impact on your credit score.";

/** The four-step finance form in a 450-wide dialog; focus goes back to what opened it. */
export function FinancePopup({
  open,
  onOpenChange,
  returnFocus,
  about,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  /** The car the enquiry is about, if any. */
  about: string | undefined;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot="finance-popup" className="max-w-popup" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{financePopupTitle}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">
            {about ?? "Tell us about the loan you need."}
          </DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}
