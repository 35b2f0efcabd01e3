import {
  ContactCommentsForm,
  type ContactCommentsFormProps,
} from "../lead-forms/contact-comments-form.tsx";

/** `send` takes the shopper's values; the calculator's figures go with them. */
export type FinanceEnquiryFormProps = ContactCommentsFormProps;

/** The finance enquiry: the contact fields and optional comments. */
export function FinanceEnquiryForm(props: FinanceEnquiryFormProps) {
  return <ContactCommentsForm slot="finance-enquiry-form" {...props} />;
}
