import { randomInt } from "node:crypto";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type Received = { path: string; authorization: string; contentType: string; form: URLSearchParams };

/**
 * A real HTTP server on 127.0.0.1 answering as Twilio Verify does for one account and
 * service: 401 without the account's basic auth, 400 for a body that is not the form Twilio
 * takes, a code per `To` made at `/Verifications` and approved once at `/VerificationCheck`
 * (404 when none is pending). `failing` makes it answer 503.
 */
export async function twilioVerifyReceiver(account: {
  accountSid: string;
  authToken: string;
  serviceSid: string;
}) {
  const received: Received[] = [];
  const pending = new Map<string, string>();
  const state = { failing: false };
  const expectedAuth = `Basic ${Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64")}`;
  const base = `/v2/Services/${account.serviceSid}`;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const path = request.url ?? "";
      const answer = (status: number, body: object) =>
        response
          .writeHead(status, { "content-type": "application/json" })
          .end(JSON.stringify(body));
      received.push({
        path,
        authorization: String(request.headers.authorization ?? ""),
        contentType: String(request.headers["content-type"] ?? ""),
        form,
      });
      if (request.headers.authorization !== expectedAuth)
        return answer(401, { message: "Authenticate", status: 401 });
      if (
        request.method !== "POST" ||
        !request.headers["content-type"]?.startsWith("application/x-www-form-urlencoded")
      )
        return answer(400, { message: "Expected a form POST", status: 400 });
      if (state.failing) return answer(503, { message: "Service unavailable", status: 503 });
      const to = form.get("To") ?? "";
      if (!/^\+614\d{8}$/.test(to))
        return answer(400, { message: "Invalid parameter To", status: 400 });
      if (path === `${base}/Verifications` && form.get("Channel") === "sms") {
        pending.set(to, String(randomInt(0, 1_000_000)).padStart(6, "0"));
        return answer(201, { status: "pending", to, channel: "sms" });
      }
      if (path === `${base}/VerificationCheck`) {
        const code = pending.get(to);
        if (!code)
          return answer(404, { message: "The requested resource was not found", status: 404 });
        if (code !== form.get("Code")) return answer(200, { status: "pending", to });
        pending.delete(to);
        return answer(200, { status: "approved", to });
      }
      return answer(404, { message: "The requested resource was not found", status: 404 });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    /** The code the receiver sent to `to` (E.164), as the shopper's phone would show it. */
    codeFor: (to: string) => pending.get(to),
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
