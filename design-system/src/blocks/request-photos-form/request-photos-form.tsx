import {
  ContactCommentsForm,
  type ContactCommentsFormProps,
} from "../lead-forms/contact-comments-form.tsx";

export type RequestPhotosFormProps = ContactCommentsFormProps;

/** Asking for more photos: contact fields and an optional message. */
export function RequestPhotosForm(props: RequestPhotosFormProps) {
  return <ContactCommentsForm slot="request-photos-form" {...props} />;
}
