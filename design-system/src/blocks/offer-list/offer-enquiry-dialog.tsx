import {
  ContactCommentsForm,
  type ContactCommentsFormProps,
} from "../lead-forms/contact-comments-form.tsx";
import { leadFormDialog } from "../lead-forms/lead-dialog.tsx";

function OfferEnquiryForm(props: ContactCommentsFormProps) {
  return <ContactCommentsForm {...props} slot="offer-enquiry-form" />;
}

/** The offer's enquiry: contact details and comments in a dialog naming the offer. */
export const OfferEnquiryDialog = leadFormDialog(OfferEnquiryForm, "offer-enquiry-dialog");
