import { leadFormDialog } from "../lead-forms/lead-dialog.tsx";
import { EnquiryForm } from "./enquiry-form.tsx";

/** The enquiry form in a dialog; its code (form library, schema) loads when first opened. */
export const EnquiryDialog = leadFormDialog(EnquiryForm, "enquiry-dialog");
