import type { ComponentType, ReactNode, RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog/dialog.tsx";

type LeadDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  /** What the form is about (the vehicle's title). */
  about: string;
  /** The dialog's `data-slot`. */
  slot: string;
  children: ReactNode;
};

/** What a form's dialog takes besides the form's own props. */
type LeadDialogFrame = Omit<LeadDialogProps, "slot" | "children">;

/** A lead form in a dialog; focus goes back to the button that opened it. */
function LeadDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  about,
  slot,
  children,
}: LeadDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent data-slot={slot} className="max-w-2xl" returnFocus={returnFocus}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{about}</DialogDescription>
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/**
 * A lead form's dialog component: it takes the form's own props and the dialog's, and names
 * the dialog with `slot`.
 */
export function leadFormDialog<FormProps extends object>(
  Form: ComponentType<FormProps>,
  slot: string,
) {
  return function FormDialog({
    open,
    onOpenChange,
    returnFocus,
    title,
    about,
    ...form
  }: FormProps & LeadDialogFrame) {
    return (
      <LeadDialog
        open={open}
        onOpenChange={onOpenChange}
        returnFocus={returnFocus}
        title={title}
        about={about}
        slot={slot}
      >
        <Form {...(form as FormProps)} />
      </LeadDialog>
    );
  };
}
