import { z } from "zod";
import { mobilePhone, oneTimeCode } from "../mobile-phone.ts";

/** A name or email a form may leave blank: blank is the same as absent. */
const optionalText = (field: z.ZodType<string, string>) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    field.optional(),
  );

/** The shopper's details a sign-in may carry (the spec's user data). */
const shopperDetails = {
  first_name: optionalText(z.string().trim().max(80)),
  last_name: optionalText(z.string().trim().max(80)),
  email: optionalText(z.email("Enter a valid email address").max(254)),
  /** The dealership the shopper signs in at, for the verification log. */
  dealership_slug: optionalText(z.string().max(120)),
};

/** `POST /api/sign-in/send-code`. */
export const sendCodeRequest = z.object({ phone_number: mobilePhone, ...shopperDetails });

/** `POST /api/sign-in/verify`. */
export const verifyCodeRequest = z.object({
  phone_number: mobilePhone,
  code: oneTimeCode,
  ...shopperDetails,
});

/** The phone and code fields of a sign-in form (and of any form that verifies a phone). */
export const phoneVerificationForm = z.object({ phone_number: mobilePhone, code: oneTimeCode });

/** `POST /api/rate-limit`. */
export const rateLimitRequest = z.object({ phone: mobilePhone });

/** The signed-in shopper as `GET /api/session` and `POST /api/sign-in/verify` answer it. */
export type SessionUser = { id: string; phone: string };
