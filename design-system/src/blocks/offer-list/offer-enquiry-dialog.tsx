import {
  ContactCommentsForm,
  type ContactCommentsFormProps,
} from "../lead-forms/contact-comments-form.tsx";
import { LeadDialog, type LeadDialogFrame } from "../lead-forms/lead-dialog.tsx";

type OfferEnquiryDialogProps = ContactCommentsFormProps & LeadDialogFrame;

/** The offer's enquiry: contact details and comments in a dialog naming the offer. */
export function OfferEnquiryDialog({
  open,
  onOpenChange,
  returnFocus,
  title,
  about,
  ...form
}: OfferEnquiryDialogProps) {
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocus={returnFocus}
      title={title}
      about={about}
      slot="offer-enquiry-dialog"
    >
      <ContactCommentsForm {...form} slot="offer-enquiry-form" />
    </LeadDialog>
  );
}
