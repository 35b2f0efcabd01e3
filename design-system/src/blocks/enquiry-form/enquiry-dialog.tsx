import type { RefObject } from "react";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "../../ui/dialog/dialog.tsx";
import { EnquiryForm, type EnquiryFormProps } from "./enquiry-form.tsx";

type EnquiryDialogProps = EnquiryFormProps & {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  returnFocus: RefObject<HTMLElement | null>;
  title: string;
  /** What the enquiry is about (the vehicle's title). */
  about: string;
};

/** The enquiry form in a dialog; its code (form library, schema) loads when first opened. */
export function EnquiryDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  about,
  ...form
}: EnquiryDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        data-slot="enquiry-dialog"
        className="max-w-2xl"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="[overflow-wrap:anywhere]">{about}</DialogDescription>
        </DialogHeader>
        <EnquiryForm {...form} />
      </DialogContent>
    </Dialog>
  );
}
