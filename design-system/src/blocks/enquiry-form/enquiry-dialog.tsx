import type { RefObject } from "react";
import { LeadDialog } from "../lead-forms/lead-dialog.tsx";
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
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      about={about}
      slot="enquiry-dialog"
    >
      <EnquiryForm {...form} />
    </LeadDialog>
  );
}
