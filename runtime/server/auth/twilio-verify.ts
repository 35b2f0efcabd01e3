import { type CodeProvider, internationalPhone } from "./code-provider.ts";

export type TwilioVerifySettings = {
  accountSid: string;
  authToken: string;
  serviceSid: string;
  /** Twilio's API by default; a local receiver in tests. */
  baseUrl?: string | undefined;
  timeoutMs?: number;
};

/** The Twilio Verify settings in `env`, or undefined when none are set; a partial set is an error. */
export function twilioVerifyFromEnv(
  env: Record<string, string | undefined>,
): TwilioVerifySettings | undefined {
  const names = ["TWILIO_ACCOUNT_SID", "TWILIO_AUTH_TOKEN", "TWILIO_VERIFY_SERVICE_SID"] as const;
  const missing = names.filter((name) => !env[name]);
  if (missing.length === names.length) return undefined;
  if (missing.length > 0)
    throw new Error(`Twilio Verify needs ${names.join(", ")}; ${missing.join(" and ")} not set`);
  return {
    accountSid: env.TWILIO_ACCOUNT_SID as string,
    authToken: env.TWILIO_AUTH_TOKEN as string,
    serviceSid: env.TWILIO_VERIFY_SERVICE_SID as string,
    baseUrl: env.TWILIO_VERIFY_BASE_URL,
  };
}

/** Sends and checks codes with Twilio Verify (`/v2/Services/{sid}/Verifications` and `/VerificationCheck`). */
export function twilioVerifyProvider(
  settings: TwilioVerifySettings,
): CodeProvider & { kind: "verify-service" } {
  const base = `${(settings.baseUrl ?? "https://verify.twilio.com").replace(/\/$/, "")}/v2/Services/${encodeURIComponent(settings.serviceSid)}`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString("base64")}`;
  const post = async (path: string, form: Record<string, string>) => {
    const response = await fetch(`${base}${path}`, {
      method: "POST",
      headers: { authorization, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(form).toString(),
      signal: AbortSignal.timeout(settings.timeoutMs ?? 10_000),
    });
    const body = (await response.json().catch(() => ({}))) as { status?: string; message?: string };
    return { status: response.status, body };
  };
  return {
    kind: "verify-service",
    name: "twilio-verify",
    send: async (phone) => {
      const answer = await post("/Verifications", {
        To: internationalPhone(phone),
        Channel: "sms",
      });
      if (answer.status >= 300)
        throw new Error(
          `Twilio Verify refused the code request (${answer.status}): ${answer.body.message ?? "no message"}`,
        );
    },
    check: async (phone, code) => {
      const answer = await post("/VerificationCheck", {
        To: internationalPhone(phone),
        Code: code,
      });
      // 404: no pending verification (expired, approved already or never sent).
      if (answer.status === 404) return false;
      if (answer.status >= 300)
        throw new Error(
          `Twilio Verify refused the code check (${answer.status}): ${answer.body.message ?? "no message"}`,
        );
      return answer.body.status === "approved";
    },
  };
}
