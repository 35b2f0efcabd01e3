import type * as React from "react";
import { type RefObject, Suspense, useRef, useState } from "react";
import { Button, type ButtonProps } from "../button/button.tsx";

/** What a drawer opened by a LazyDrawerTrigger is given. */
export type LazyDrawerProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opened the drawer, which gets focus back when it closes. */
  returnFocus: RefObject<HTMLButtonElement | null>;
};

type LazyDrawerTriggerProps = Omit<ButtonProps, "onClick"> & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Draws the drawer: a `lazy()` component, so its code loads when it is first opened. */
  drawer: (props: LazyDrawerProps) => React.ReactNode;
};

/**
 * A button that opens a drawer whose code (dialog, focus trap, scroll lock) is not loaded until
 * the drawer is first wanted; from then on the drawer stays mounted and opens and closes.
 */
export function LazyDrawerTrigger({
  open,
  onOpenChange,
  drawer,
  ...props
}: LazyDrawerTriggerProps) {
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={button}
        aria-haspopup="dialog"
        aria-expanded={open}
        {...props}
        onClick={() => {
          setWanted(true);
          onOpenChange(true);
        }}
      />
      {wanted ? (
        <Suspense fallback={null}>{drawer({ open, onOpenChange, returnFocus: button })}</Suspense>
      ) : null}
    </>
  );
}
