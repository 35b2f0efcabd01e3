import type { SendCodeResult } from "@storefront/design-system/blocks/sign-in/index.ts";
import { otpRequestTimeoutMs, signInMessages } from "@storefront/rules/shopper/sign-in";
import type { SessionUser } from "@storefront/schemas/shopper/sign-in";

/** The shopper's number and the details typed so far (the spec's user data). */
export type CodeRequest = {
  phone_number: string;
  first_name?: string | undefined;
  last_name?: string | undefined;
  email?: string | undefined;
};

const post = (send: typeof fetch, url: string, body: object) =>
  send(url, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
    credentials: "same-origin",
    signal: AbortSignal.timeout(otpRequestTimeoutMs),
  });

/** `POST /api/sign-in/send-code`: sent (and when a new code may be asked for), or the catalogue's message. */
export async function requestSignInCode(
  request: CodeRequest,
  send: typeof fetch = fetch,
): Promise<SendCodeResult> {
  try {
    const response = await post(send, "/api/sign-in/send-code", request);
    if (response.ok) {
      const { resendAfterSeconds } = (await response.json()) as { resendAfterSeconds: number };
      return { sent: true, resendAfterSeconds };
    }
    if (response.status === 429) return { sent: false, message: signInMessages.tooManyAttempts };
  } catch {
    // A timeout or a lost connection is the catalogue's unknown error.
  }
  return { sent: false, message: signInMessages.sendFailed };
}

export type VerifyAnswer =
  | { signedIn: true; user: SessionUser }
  | { signedIn: false; message: string };

/** `POST /api/sign-in/verify`: the shopper, now signed in, or the catalogue's message. */
export async function verifySignInCode(
  request: CodeRequest & { code: string },
  send: typeof fetch = fetch,
): Promise<VerifyAnswer> {
  try {
    const response = await post(send, "/api/sign-in/verify", request);
    if (response.ok) {
      const { user } = (await response.json()) as { user: SessionUser };
      return { signedIn: true, user };
    }
    if (response.status === 400) return { signedIn: false, message: signInMessages.invalidCode };
  } catch {
    // A timeout or a lost connection: the check could not be made.
  }
  return { signedIn: false, message: signInMessages.verificationError };
}
