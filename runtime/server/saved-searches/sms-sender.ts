import { internationalPhone } from "../auth/code-provider.ts";

/** Sends a text message; throws when the provider does not take it. */
export type SmsSender = (to: string, body: string) => Promise<void>;

const names = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_SMS_FROM"] as const;

/**
 * The server's text message provider, Twilio's Messaging API, when `TWILIO_SMS_FROM` (the
 * sending number, or a messaging service's `MG…` id) is set with the account's
 * `TWILIO_ACCOUNT_SID` and `TWILIO_AUTH_TOKEN`; undefined when it is not.
 * `TWILIO_API_BASE_URL` points it elsewhere (tests).
 */
export function smsSenderFromEnv(
  env: Readonly<Record<string, string | undefined>>,
  timeoutMs = 15_000,
): SmsSender | undefined {
  const from = env.TWILIO_SMS_FROM;
  if (!from) return undefined;
  const missing = names.filter((name) => !env[name]);
  if (missing.length)
    throw new Error(
      `Text message alerts need ${names.join(", ")}; ${missing.join(" and ")} not set`,
    );
  const sid = env.TWILIO_ACCOUNT_SID as string;
  const base = (env.TWILIO_API_BASE_URL ?? "https://api.twilio.com").replace(/\/$/, "");
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(sid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${sid}:${env.TWILIO_AUTH_TOKEN}`).toString("base64")}`;
  const sender: Record<string, string> = from.startsWith("MG")
    ? { MessagingServiceSid: from }
    : { From: from };
  return async (to, body) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ ...sender, To: internationalPhone(to), Body: body }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (response.status >= 300) {
      const answer = (await response.json().catch(() => ({}))) as { message?: string };
      throw new Error(
        `The text message provider refused the alert (${response.status}): ${answer.message ?? "no message"}`,
      );
    }
  };
}
