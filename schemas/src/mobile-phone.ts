import { z } from "zod";
import { normaliseMobilePhone } from "./mobile-phone-number.ts";

export { normaliseMobilePhone };

export const mobilePhoneMessage = "Enter an Australian mobile number, for example 0412 345 678";

/** A mobile number field; parses to the normalised national form. */
export const mobilePhone = z
  .string()
  .trim()
  .min(1, "This is a required field.")
  .transform((raw, context) => {
    const phone = normaliseMobilePhone(raw);
    if (phone === undefined) {
      context.addIssue({ code: "custom", message: mobilePhoneMessage });
      return z.NEVER;
    }
    return phone;
  });

const requiredMessage = "This is a required field.";

/**
 * A one-time code: 6 digits, with the spec's messages. A missing or blank code gets only
 * 'This is a required field.', not also the length message.
 */
export const oneTimeCode = z
  .string({ error: (issue) => (issue.input === undefined ? requiredMessage : undefined) })
  .trim()
  .min(1, { message: requiredMessage, abort: true })
  .regex(/^\d{6}$/, "Code must be 6 digits.");
