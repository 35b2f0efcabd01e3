import { LeadDialog, type LeadDialogFrame } from "../lead-forms/lead-dialog.tsx";
import { EnquiryForm, type EnquiryFormProps } from "./enquiry-form.tsx";

type EnquiryDialogProps = EnquiryFormProps & LeadDialogFrame;

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
