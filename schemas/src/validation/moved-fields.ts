/**
 * Fields that moved to another home in the definition: a definition still using one is told
 * where its setting lives now, rather than that the field is unknown.
 */
const movedFields: { under: RegExp; key: string; to: string }[] = [
  // The enquiry form block's options, now the site-wide form settings every enquiry form reads.
  {
    under: /\/props$/,
    key: "commentsRequired",
    to: "the site's forms.enquiryMessageRequired",
  },
  {
    under: /\/props$/,
    key: "showDealership",
    to: "the site's forms.removePreferredDealership (true hides the field)",
  },
  { under: /\/props$/, key: "checkOptions", to: "the site's forms.additionalServices" },
];

/** The message for a field that moved, if `key` at `path` is one. */
export function movedFieldMessage(path: readonly PropertyKey[], key: string): string | undefined {
  const at = path.map((part) => `/${String(part)}`).join("");
  const moved = movedFields.find((field) => field.key === key && field.under.test(at));
  return moved && `"${key}" moved to ${moved.to}; set it there and remove it here`;
}
