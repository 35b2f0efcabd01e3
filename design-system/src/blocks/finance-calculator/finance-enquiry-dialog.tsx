import { LeadDialog, type LeadDialogFrame } from "../lead-forms/lead-dialog.tsx";
import { FinanceEnquiryForm, type FinanceEnquiryFormProps } from "./finance-enquiry-form.tsx";

type FinanceEnquiryDialogProps = FinanceEnquiryFormProps & LeadDialogFrame;

/** The finance enquiry in a dialog titled 'Finance Enquiry'; its code loads when first opened. */
export function FinanceEnquiryDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  about,
  ...form
}: FinanceEnquiryDialogProps) {
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      about={about}
      slot="finance-enquiry-dialog"
    >
      <FinanceEnquiryForm {...form} />
    </LeadDialog>
  );
}
