import {
  codeValidMinutes,
  maxChecksPerCode,
  resendAfterSeconds,
} from "@storefront/rules/shopper/sign-in";

/**
 * How often codes may be asked for. Five codes an hour for one phone allow a shopper a few
 * retries while a guesser gets at most 5 x 5 checks an hour at a one-in-a-million code; twenty
 * an hour from one address cover an office or a family behind one address.
 */
export type SignInLimits = {
  codesPerPhonePerHour: number;
  codesPerAddressPerHour: number;
};

export const defaultSignInLimits: SignInLimits = {
  codesPerPhonePerHour: 5,
  codesPerAddressPerHour: 20,
};

export const codeValidMs = codeValidMinutes * 60 * 1000;
export const resendAfterMs = resendAfterSeconds * 1000;
export const checksPerCode = maxChecksPerCode;
export const sessionDays = 30;
export const hourMs = 60 * 60 * 1000;
