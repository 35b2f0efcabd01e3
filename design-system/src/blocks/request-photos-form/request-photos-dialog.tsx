import { leadFormDialog } from "../lead-forms/lead-dialog.tsx";
import { RequestPhotosForm } from "./request-photos-form.tsx";

/** The request-photos form in a dialog; its code loads when first opened. */
export const RequestPhotosDialog = leadFormDialog(RequestPhotosForm, "request-photos-dialog");
