import { leadFormDialog } from "../lead-forms/lead-dialog.tsx";
import { FinanceEnquiryForm } from "./finance-enquiry-form.tsx";

/** The finance enquiry in a dialog titled 'Finance Enquiry'; its code loads when first opened. */
export const FinanceEnquiryDialog = leadFormDialog(FinanceEnquiryForm, "finance-enquiry-dialog");
