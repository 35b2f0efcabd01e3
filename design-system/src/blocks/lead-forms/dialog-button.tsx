import { type ReactNode, type RefObject, Suspense, useRef, useState } from "react";
import { Button, type ButtonProps } from "../../ui/button/button.tsx";

type DialogButtonProps = {
  /** The button's content (icon and label). */
  children: ReactNode;
  variant?: ButtonProps["variant"];
  /** The block's `data-slot`. */
  slot: string;
  /** Renders the dialog (a lazy component, so its code loads when first opened). */
  dialog: (state: {
    open: boolean;
    onOpenChange: (open: boolean) => void;
    returnFocus: RefObject<HTMLButtonElement | null>;
  }) => ReactNode;
};

/** A button opening a lead form's dialog, whose code loads when it is first opened. */
export function DialogButton({ children, variant, slot, dialog }: DialogButtonProps) {
  const [state, setState] = useState<"never" | "open" | "closed">("never");
  const button = useRef<HTMLButtonElement>(null);
  return (
    <div data-slot={slot} className="flex flex-col">
      <Button
        ref={button}
        size="lg"
        variant={variant}
        aria-haspopup="dialog"
        aria-expanded={state === "open"}
        onClick={() => setState("open")}
      >
        {children}
      </Button>
      {state === "never" ? null : (
        <Suspense fallback={null}>
          {dialog({
            open: state === "open",
            onOpenChange: (next) => setState(next ? "open" : "closed"),
            returnFocus: button,
          })}
        </Suspense>
      )}
    </div>
  );
}
