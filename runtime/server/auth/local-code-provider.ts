import { formatPhone } from "@storefront/rules/formatting/phone";
import type { CodeProvider } from "./code-provider.ts";

/**
 * The provider of a server run on a developer's machine: no message leaves the machine, the
 * code is printed to the server's output for the person running it. It refuses to start in
 * production, where a code on the server's output would let anyone sign in as anyone.
 */
export function localCodeProvider(
  options: { print?: (line: string) => void; environment?: string | undefined } = {},
): CodeProvider & { kind: "own-code" } {
  if ((options.environment ?? process.env.NODE_ENV) === "production")
    throw new Error(
      "Sign-in codes would only be printed to the server's output: set TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_VERIFY_SERVICE_SID to send them by SMS in production",
    );
  const print = options.print ?? ((line: string) => console.log(line));
  return {
    kind: "own-code",
    name: "local",
    deliver: async ({ phone, code, siteName }) =>
      print(`Sign-in code for ${formatPhone(phone)} on ${siteName}: ${code} (local SMS provider)`),
  };
}
